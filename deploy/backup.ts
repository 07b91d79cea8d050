/*
 * npm run backup: a consistent copy of the leads database, taken while the server runs, into
 * BACKUP_DIR; then the backups the retention rule does not keep are deleted (deploy/backups.ts).
 * deploy/site-backup.timer runs it every day.
 */
import { stat } from 'node:fs/promises';
import { EnvError } from '../server/env';
import { applyRetention, BackupError, backupSettings, takeBackup } from './backups';

try {
  const { target, dir, rule } = backupSettings(process.env);
  const now = new Date();
  const file = await takeBackup(target, dir, now);
  console.log(`backup: ${file} (${target.dialect}, ${Math.ceil((await stat(file)).size / 1024)} KB)`);
  const deleted = await applyRetention(dir, rule, now);
  if (deleted.length > 0) console.log(`backup: ${deleted.length} older backup(s) deleted by the retention rule: ${deleted.join(', ')}`);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof EnvError)) throw error;
  console.error(`backup: ${error.message}`);
  process.exitCode = 1;
}
