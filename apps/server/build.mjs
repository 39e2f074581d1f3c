// Bundles the server into dist/: main.js (the Node.js version check) loads the rest, a chunk of its
// own, so nothing else is loaded on an unsupported Node. Our own code and @iyl/core inline, npm
// packages left external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
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
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@iyl/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
