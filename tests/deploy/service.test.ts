/*
 * The service definition as shipped: systemd's own check of the units (systemd-analyze verify,
 * where systemd is installed), and the environment file they read, which must give the server a
 * valid environment and name the layout the unit runs from.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../server/env';

const hasSystemdAnalyze = spawnSync('sh', ['-c', 'command -v systemd-analyze']).status === 0;
if (!hasSystemdAnalyze) console.warn('[deploy tests] systemd-analyze is not installed: the units are not verified (apt-get install systemd)');

/** The variables of deploy/site.env, as a shell that sources it (the site user's login shell) sees them. */
function siteEnv(): Record<string, string> {
  const printed = execFileSync('bash', ['-c', 'set -a; . deploy/site.env; set +a; env -0'], { env: {}, encoding: 'utf8' });
  return Object.fromEntries(
    printed
      .split('\0')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('the service unit', () => {
  it.runIf(hasSystemdAnalyze)('passes systemd-analyze verify, as an instance and with the backup timer', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'units-'));
    try {
      copyFileSync('deploy/site@.service', path.join(dir, 'site@3000.service'));
      for (const unit of ['site-backup.service', 'site-backup.timer']) copyFileSync(path.join('deploy', unit), path.join(dir, unit));
      const verify = spawnSync('systemd-analyze', ['verify', 'site@3000.service', 'site-backup.service', 'site-backup.timer'], { cwd: dir, encoding: 'utf8' });
      expect(verify.stderr).toBe('');
      expect(verify.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the live release’s supervisor from the folder the environment file names, as a user of its own', () => {
    const unit = readFileSync('deploy/site@.service', 'utf8');
    const { DEPLOY_ROOT } = siteEnv();
    expect(DEPLOY_ROOT).toBe('/srv/site');
    expect(unit).toContain('EnvironmentFile=/etc/site/site.env');
    expect(unit).toMatch(new RegExp(`^ExecStart=/usr/bin/node .*${DEPLOY_ROOT}/current/dist-server/supervisor\\.js$`, 'm'));
    expect(unit).toMatch(/^User=site$/m);
    expect(unit).toContain('/healthz');
  });
});

describe('the environment file', () => {
  it('gives the server a valid environment, its data outside the releases and the proxy trusted', () => {
    const env = siteEnv();
    const parsed = parseEnv(env);
    expect(parsed.SQLITE_FILE.startsWith(`${env.DEPLOY_ROOT}/data/`)).toBe(true);
    expect(parsed.MAIL_DIR.startsWith(`${env.DEPLOY_ROOT}/data/`)).toBe(true);
    expect(parsed.TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(parsed.MAIL_FROM).toBe('Pinkstone Technologies <no-reply@pinkstonetech.in>');
  });
});
