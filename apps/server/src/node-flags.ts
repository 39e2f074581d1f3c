/**
 * The flags the server's Node.js is started with: `npm start`, deploy/ (systemd unit, Dockerfile) and
 * every bench (node-flags.test.ts holds them to this list). V8 sizes its heap for the machine: on 24 GB a
 * young generation of 2 × 64 MB and an old one let grow to about twice what is live before it is
 * collected. With ~130 MB live, a day of traffic at 200 connections (npm run bench:day, PostgreSQL 15,
 * 2026-12-07) took the process to 548–626 MB. With these: 350 MB at the same throughput (174 requests/s
 * against 165–206 without; 40 s runs on a shared machine). V8 reads them only at start: set later
 * (v8.setFlagsFromString in main.ts) they changed nothing, so they are the command line's.
 */
export const SERVER_NODE_FLAGS = [
  // The young generation: 2 × 8 MB (16 alone: 451 MB; --optimize-for-size: 391 MB but 40 % fewer requests/s).
  '--max-semi-space-size=8',
  // The old generation grows by a quarter of what is live before the next collection (50: 375 MB).
  '--heap-growing-percent=25',
] as const;
