// Makes sure the system Chromium that the browser tests use is installed. The tests never
// download a browser: they drive Debian's package at /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is missing at ${CHROMIUM}: install it with "sudo apt-get update && sudo apt-get install -y chromium", then run the tests again.`);
  process.exit(1);
}

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
console.log(`Chromium is missing at ${CHROMIUM}; installing the Debian package…`);
for (const args of [['update'], ['install', '-y', 'chromium']]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`"apt-get ${args.join(' ')}" failed (exit ${result.status ?? result.signal}); install Chromium by hand: apt-get install -y chromium`);
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing; install the "chromium" package by hand.`);
  process.exit(1);
}
console.log(`Chromium installed at ${CHROMIUM}.`);
