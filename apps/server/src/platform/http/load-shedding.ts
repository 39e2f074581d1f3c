import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { serviceBusy } from './errors.ts';

/** How often the event loop's delay is sampled. */
const SAMPLE_MS = 100;
/** The histogram's resolution; a sample's delay is its mean less this (an idle loop reads about 10 ms). */
const RESOLUTION_MS = 10;
/** Samples in a row over the limit before requests are shed: one stall alone never sheds. */
const SUSTAINED = 2;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether API requests are being shed now. */
    isUnderPressure(): boolean;
  }
}

/**
 * Load shedding: while the event loop's mean delay has been above `maxDelayMs` for two samples of
 * 100 ms in a row, API requests are answered 503 with Retry-After at once, before any work; the first
 * sample under the limit ends it.
 *
 * Why the event loop: work queued in this process is done between the loop's turns, and so is every
 * accept() of a new connection. Queued without bound, that work starved new connections for seconds at
 * 200 clients (npm run bench, overload) while each answered request still took milliseconds.
 * Why two samples: overload is lasting lag; a single stall (a start-up, a collection, one slow request)
 * is over before shedding could help, and shedding after it only turned other people away (issue 26).
 * Health probes and the web app's files are never shed.
 */
export function registerLoadShedding(app: FastifyInstance, maxDelayMs: number) {
  let over = 0;
  app.decorate('isUnderPressure', () => over >= SUSTAINED);
  if (maxDelayMs <= 0) return;
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const timer = setInterval(() => {
    const delay = histogram.count ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : Number.POSITIVE_INFINITY;
    histogram.reset();
    over = delay > maxDelayMs ? over + 1 : 0;
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onRequest', async (request) => {
    if (over >= SUSTAINED && request.url.startsWith('/api/')) throw serviceBusy();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
}
