import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const started = `${SERVER_NODE_FLAGS.join(' ')} apps/server/dist/main.js`;

describe('the server is started with its memory flags everywhere', () => {
  it.each([
    ['npm start', () => JSON.parse(read('package.json')).scripts.start as string],
    ['the systemd unit', () => read('deploy/systemd/iyl@.service').match(/^ExecStart=.*$/m)?.[0] ?? ''],
    ['the Dockerfile', () => (read('deploy/Dockerfile').match(/^CMD .*$/m)?.[0] ?? '').replace(/", "/g, ' ')],
  ])('%s', (_, command) => {
    expect(command()).toContain(started);
  });

  it('and not from the server\'s code: set at run time they changed nothing, and would override an operator who leaves them out', () => {
    for (const path of ['apps/server/src/main.ts', 'apps/server/src/server.ts']) expect(read(path)).not.toContain('setFlagsFromString');
  });

  it.each(['bench/server.ts', 'bench/mail-outage.ts', 'bench/reliability/harness.ts', 'scripts/audit-web/server.ts', 'e2e/support/global-setup.ts'])(
    'and by %s (the benches, the web audit and the browser tests run what is deployed)',
    (path) => {
      const spawns = read(path).match(/spawn\(process\.execPath, \[[^\]]*\]/g) ?? [];
      expect(spawns.length).toBeGreaterThan(0);
      for (const call of spawns) expect(call).toContain('[...SERVER_NODE_FLAGS, ');
    },
  );
});
