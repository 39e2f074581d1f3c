// npm run test:changed [-- <commit or branch>]: the checks of `npm test` for what a change touches.
// Type-check and lint as `npm test` does (whole: a change can break a file it does not touch), then
// the Vitest files that import a changed file (vitest --changed) and the browser specs that import one
// (playwright --only-changed). With no argument the change is what is not committed yet; with one, it
// is also everything committed since that commit or branch (e.g. origin/main, HEAD~3).
// The app is built and Chromium made sure of only when a browser spec is to run.
import { spawnSync } from 'node:child_process';

const base = process.argv[2];
if (base?.startsWith('-')) {
  console.error('usage: npm run test:changed [-- <commit or branch>]');
  process.exit(2);
}

/**
 * Runs a command of this repository (node_modules/.bin is on npm's PATH); stops here if it fails.
 * @param {string} command
 * @param {string[]} args
 * @returns {string} what it printed, when `capture`
 */
function run(command, args, { capture = false } = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    if (capture) process.stdout.write(result.stdout ?? '');
    process.exit(result.status ?? 1);
  }
  return result.stdout ?? '';
}

run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
run('vitest', ['run', base ? `--changed=${base}` : '--changed', '--passWithNoTests']);

const playwright = ['test', '-c', 'e2e/playwright.config.ts', base ? `--only-changed=${base}` : '--only-changed'];
const listed = run('playwright', [...playwright, '--list'], { capture: true });
const total = /Total: (\d+) tests? in (\d+) files?/.exec(listed);
if (!total) {
  console.log('\nNo browser spec imports a changed file.');
  process.exit(0);
}
console.log(`\n${total[0]} import a changed file.`);
run('node', ['scripts/ensure-chromium.mjs']);
run('npm', ['run', 'build']);
// A worker (and its servers) per spec file, up to the config's two.
run('playwright', [...playwright, `--workers=${Math.min(2, Number(total[2]))}`]);
