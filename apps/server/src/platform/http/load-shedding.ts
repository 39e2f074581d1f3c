import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { serviceBusy } from './errors.ts';

/** How often the event loop's delay is sampled: shedding starts and stops within this time. */
const SAMPLE_MS = 100;

/**
 * Load shedding (@fastify/under-pressure): while the event loop's mean delay over the last 100 ms is
 * above `maxDelayMs`, API requests are answered 503 with Retry-After at once, before any work.
 *
 * Why the event loop: work queued in this process (PGlite runs its queries on this thread) is done
 * between the loop's turns, and so is every accept() of a new connection. Queued without bound, that
 * work starved new connections for seconds at 200 clients (npm run bench, overload) while each
 * answered request still took milliseconds. Health probes and the web app's files are never shed.
 */
export async function registerLoadShedding(app: FastifyInstance, maxDelayMs: number) {
  if (maxDelayMs <= 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: maxDelayMs,
    sampleInterval: SAMPLE_MS,
    // A rejection becomes the answer (through the error handler); anything else carries on as usual.
    pressureHandler: async (request) => {
      if (request.url.startsWith('/api/')) throw serviceBusy();
    },
  });
}
