// Loaded into the server by bench/noisy.ts (node --import): the event loop's longest delay, reported
// and reset on SIGUSR2 (written to the file named by BENCH_LOOP_FILE). Measures the server, not the
// network or the client.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 5 });
histogram.enable();
process.on('SIGUSR2', () => {
  writeFileSync(process.env.BENCH_LOOP_FILE, JSON.stringify({ maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 }));
  histogram.reset();
});
