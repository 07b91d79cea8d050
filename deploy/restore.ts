/*
 * npm run restore -- FILE (a backup's path, or its name in BACKUP_DIR), or -- --latest: puts the
 * leads database back as the backup holds it. The instances must be stopped first (it refuses
 * while one runs); the database as it was is backed up first, so a restore can itself be undone.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EnvError } from '../server/env';
import { BackupError, backupSettings, listBackups, restoreBackup, takeBackup } from './backups';
import { layoutOf } from './layout';
import { runningInstances } from './releases';

async function main() {
  const [choice] = process.argv.slice(2);
  if (choice === undefined) throw new BackupError('name the backup to restore (npm run restore -- FILE), or give --latest');
  const { target, dir } = backupSettings(process.env);
  const file = choice === '--latest' ? (await listBackups(dir)).filter((backup) => backup.dialect === target.dialect).at(-1)?.name : choice;
  if (file === undefined) throw new BackupError(`there is no ${target.dialect} backup in ${dir}`);
  const resolved = existsSync(file) ? path.resolve(file) : path.join(dir, file);
  if (!existsSync(resolved)) throw new BackupError(`there is no backup ${file} (looked for it as a path and in ${dir})`);
  if (process.env.DEPLOY_ROOT) {
    const running = await runningInstances(layoutOf(path.resolve(process.env.DEPLOY_ROOT)), (message) => console.warn(`restore: ${message}`));
    if (running.length > 0) {
      throw new BackupError(
        `stop the instances first (${running.map((instance) => `site@${instance.port}`).join(', ')}): a server writing meanwhile would lose its writes`,
      );
    }
  }
  const exists = target.dialect === 'postgres' || existsSync(target.file);
  if (exists) {
    const before = await takeBackup(target, dir, new Date()).catch((error: unknown) => {
      if (error instanceof BackupError) return null;
      throw error;
    });
    console.log(before ? `restore: the database as it was is kept in ${before}` : 'restore: the database holds nothing to keep first');
  }
  await restoreBackup(target, resolved);
  console.log(`restore: the ${target.dialect} database is back as ${path.basename(resolved)} holds it`);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof BackupError || error instanceof EnvError)) throw error;
  console.error(`restore: ${error.message}`);
  process.exitCode = 1;
}
