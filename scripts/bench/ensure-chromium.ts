/*
 * First step of `npm test`: the browser tests drive Debian's Chromium (playwright cannot download
 * its own browser here). Without it, this says so at once with the command that installs it, or,
 * running as root on a machine with apt, installs it, instead of every browser test failing later
 * with a launch error.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

const INSTALL = 'apt-get update && apt-get install -y chromium';

function run(command: string): boolean {
  return spawnSync('sh', ['-c', command], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

if (!existsSync(CHROMIUM_PATH)) {
  const canInstall = process.getuid?.() === 0 && run('command -v apt-get >/dev/null');
  if (canInstall) {
    console.log(`The browser tests need Chromium at ${CHROMIUM_PATH}; installing Debian's package: ${INSTALL}`);
    if (!run(INSTALL) || !existsSync(CHROMIUM_PATH)) {
      console.error(`Chromium could not be installed. Run as root: ${INSTALL}`);
      process.exit(1);
    }
  } else {
    console.error(`The browser tests need Chromium at ${CHROMIUM_PATH} (or set CHROMIUM_PATH). Install it with:\n  sudo ${INSTALL}`);
    process.exit(1);
  }
}
