import { describe, expect, it } from 'vitest';
import { backupName, backupsToDelete, parseBackupName, type BackupFile } from './backups';

describe('backup names', () => {
  it('name a backup by its UTC time, to the millisecond, and its kind', () => {
    expect(backupName(new Date('2026-11-28T04:05:06.789Z'), 'sqlite')).toBe('site-20261128-040506-789.sqlite');
    expect(backupName(new Date('2026-01-02T23:59:59.001Z'), 'postgres')).toBe('site-20260102-235959-001.pgdump');
  });

  it('read back as the time and kind they were made from; other files are not backups', () => {
    expect(parseBackupName('site-20261128-040506-789.sqlite')).toEqual({
      name: 'site-20261128-040506-789.sqlite',
      takenAt: new Date('2026-11-28T04:05:06.789Z'),
      dialect: 'sqlite',
    });
    expect(parseBackupName('site-20261128-040506-789.sqlite.partial')).toBeNull();
    expect(parseBackupName('notes.txt')).toBeNull();
  });
});

describe('the retention rule', () => {
  const backup = (iso: string): BackupFile => ({ name: iso, takenAt: new Date(iso), dialect: 'sqlite' });

  it('keeps the newest few, the newest of each recent day and the newest of each recent month', () => {
    const backups = [
      '2026-09-10T10:00:00.000Z',
      '2026-10-01T10:00:00.000Z',
      '2026-10-15T10:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-11-26T10:00:00.000Z',
      '2026-11-27T10:00:00.000Z',
      '2026-11-27T23:00:00.000Z',
      '2026-11-28T01:00:00.000Z',
      '2026-11-28T02:00:00.000Z',
    ].map(backup);
    const deleted = backupsToDelete(backups, { last: 2, days: 3, months: 2 }, new Date('2026-11-28T03:00:00.000Z'));
    // Kept: the two newest (28th 02:00, 01:00); of the days 26-28, each day's newest (27th 23:00,
    // 26th); of November and October, each month's newest (15 October).
    expect(deleted.map((file) => file.name)).toEqual([
      '2026-11-27T10:00:00.000Z',
      '2026-11-25T10:00:00.000Z',
      '2026-10-01T10:00:00.000Z',
      '2026-09-10T10:00:00.000Z',
    ]);
  });

  it('deletes nothing while there are no more backups than it keeps', () => {
    expect(backupsToDelete([backup('2020-01-01T00:00:00.000Z')], { last: 1, days: 0, months: 0 }, new Date('2026-11-28T00:00:00.000Z'))).toEqual([]);
  });
});
