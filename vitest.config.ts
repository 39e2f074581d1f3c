import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const nodeTests = ['packages/*/src/**/*.test.ts', 'apps/server/{src,test}/**/*.test.ts', 'scripts/boundaries/**/*.test.ts', 'scripts/features/**/*.test.ts'];
const webTests = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'];

// A test that times or weighs its own process (a duration or memory bound, the event loop's delay, CPU
// used) runs in a fresh process, alone in it, so nothing an earlier file left behind is counted; and so
// does one that mocks a module (vi.mock), which the shared module graph below would ignore once another
// file has loaded the real one. Found by what it reads, so a new one needs no list.
const needsItsOwnProcess = /performance\.now|process\.hrtime|memoryUsage|monitorEventLoopDelay|cpuUsage|vi\.mock\(|support\/(growth|knowledge-app|upload-memory)\.ts/;
const alone = nodeTests.flatMap((pattern) => globSync(pattern, { cwd: root })).filter((file) => needsItsOwnProcess.test(readFileSync(`${root}/${file}`, 'utf8')));

// One embedded PostgreSQL cluster for the run, with migrated templates (apps/server/test/global-setup.ts),
// shared by the two node projects.
const globalSetup = ['apps/server/test/global-setup.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    projects: [
      {
        // The server's, core's and scripts' tests share their worker's modules (isolate: false): a file
        // does not load the whole app again, which took a third of the run. They mock nothing and stub
        // no global; each builds its own app on its own database and closes it.
        test: { name: 'node', include: nodeTests, exclude: [...configDefaults.exclude, ...alone], isolate: false, globalSetup },
      },
      { test: { name: 'node-alone', include: alone, globalSetup } },
      // The web's tests mock modules and stub globals: each file in a fresh process, as vitest's default.
      { test: { name: 'web', include: webTests } },
    ],
  },
});
