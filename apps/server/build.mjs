// Bundles the server into dist/: main.js (the Node.js version check) loads the rest, a chunk of its
// own, so nothing else is loaded on an unsupported Node. Our own code and @iyl/core inline, npm
// packages left external.
import { globSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * Inlined too: drizzle-orm. Node 24 (V8 13.6) allocates ~150 MB of short-lived heap loading its
 * hundreds of `export *` modules one by one (Node 20: 2 MB), which left the server's idle RSS at
 * ~300 MB instead of ~150 MB; bundled, its star exports are resolved at build time.
 */
const inlined = (/** @type {string} */ path) => path.startsWith('@iyl/') || path === 'drizzle-orm' || path.startsWith('drizzle-orm/');

// A fresh dist/ each time: chunk names change with their content, and old ones would pile up.
rmSync('dist', { recursive: true, force: true });

await build({
  // Worker-thread tasks (*.task.ts) are entries of their own, at the same path under dist/ as under src/,
  // and so is the entry of an isolated process (platform/workers/isolated.ts), which loads them the same way.
  // The first administrator is made by dist/cli/user-create.js, run by node alone (a deployment has no tsx).
  entryPoints: ['src/main.ts', 'src/cli/user-create.ts', 'src/platform/workers/isolated-child.ts', ...globSync('src/**/*.task.ts')],
  outbase: 'src',
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (inlined(args.path) ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
