import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeAssets } from './build/route-assets.ts';

const server = 'http://localhost:3000';

// Vendor libraries change far less often than our code, so they get their own long-cached chunks.
// Everything else is shaped by what a first visit needs, counted in requests as much as in bytes
// (over HTTP/1.1 a browser opens six connections, so 40 small files cost several round trips):
// - 'initial': whatever the entry imports statically (the app frame and the four public screens
//   with the Mantine components they use): /Login loads 5 files, 144 KB gzip;
// - 'screens': the UI library code that two or more signed-in screens share, in one file instead
//   of the ~30 pieces automatic splitting makes of it;
// - each screen's own code stays in its lazy chunk (the notes editor only loads on /Notes), and
//   dist/route-assets.json lists, per path, the chunks, styles and first API reads the server
//   announces in that path's page (build/route-assets.ts).
// npm run audit:web prints the first-load weight and the Lighthouse figures this is tuned against.
const groups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
  { name: 'initial', tags: ['$initial' as const], priority: 10 },
  { name: 'screens', test: /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/, minShareCount: 2, priority: 5 },
];

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), routeAssets(import.meta.dirname)],
  server: {
    proxy: { '/api': server, '/dev': server, '/healthz': server },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups } },
    },
  },
});
