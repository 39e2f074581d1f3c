/**
 * The flags the server's Node.js is started with: `npm start`, deploy/ (systemd unit, Dockerfile), the
 * benches, the web audit and the browser tests (node-flags.test.ts holds them to this list). V8 sizes its
 * heap for the machine: on 24 GB a young generation of 2 × 64 MB and an old one let grow to about twice
 * what is live (~130 MB here) before it is collected. A day of traffic at 200 connections (npm run
 * bench:day, PostgreSQL 15, 2026-12-07; 60 s, one run each on a shared machine) took the process to
 * 548–626 MB with V8's defaults; with these, 371 MB at the same throughput (216 requests/s).
 * The price is CPU where a request allocates much: the routines list 1.2 → 1.6–1.8 ms of app CPU a
 * request, DashboardMetrics 138 → 156–174 µs (npm run bench, embedded, 1k, alternating runs). With a young
 * generation of 2 × 8 MB the day took 350–367 MB, but the routines list 1.9–2.1 ms. On a machine with
 * memory to spare, leave them out (deploy/README.md). V8 reads them only at start: set from main.ts
 * (v8.setFlagsFromString) they changed nothing, so they are the command line's.
 */
export const SERVER_NODE_FLAGS = [
  // The young generation: 2 × 16 MB.
  '--max-semi-space-size=16',
  // The old generation grows by a fifth of what is live before the next collection (25 with 16 MB: 395 MB).
  '--heap-growing-percent=20',
] as const;
