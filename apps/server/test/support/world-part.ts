// What each feature adds to the generic tests' world (authorization, malformed input): its records,
// made as its users would make them, in its own `features/<f>/test-world.ts`. The world gathers
// every such file by looking, so a new feature's records need no line written in the shared code.
import type { Role } from '@iyl/core/access/roles';
import type { FastifyInstance } from 'fastify';
import { orderByNeeds } from '../../src/platform/order-by-needs.ts';
import type { Browser } from './app.ts';

export interface Actor {
  name: string;
  client: Browser;
  /** Extra headers on every call (a forged bearer token). */
  headers?: Record<string, string>;
  role?: Role;
  id?: string;
  email?: string;
}

export interface WorldContext {
  app: FastifyInstance;
  /** The owner of the records, and the coach they book. */
  customer: Actor;
  coach: Actor;
  /** A text only the customer's records hold (none may appear in anyone else's answer). */
  marker: string;
  /** A small PNG, for uploads. */
  png(): Promise<Buffer>;
}

export interface WorldPartResult {
  /** Record ids by the kind an endpoint `owns` (e.g. note, coachBooking) or a live example names. */
  records: Record<string, string>;
  /** Texts of the customer's that the coach may rightly see (their bookings). */
  sharedWithCoach?: string[];
  /** More texts only the customer may see. */
  markers?: string[];
}

export interface WorldPart {
  /** The features whose parts must have run first (their records or their set-up). */
  after?: readonly string[];
  make(context: WorldContext): Promise<WorldPartResult>;
}

/** The parts in an order that keeps every `after`; a part naming an unknown feature or a cycle stops the world. */
export function orderParts(parts: ReadonlyMap<string, WorldPart>): [string, WorldPart][] {
  // Found in the folders' order whatever the file system lists first: the same world on every machine.
  return orderByNeeds([...parts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), (part) => part.after, {
    missing: (name, neededBy) => `${neededBy}'s test world runs after ${name}, which has no test-world.ts`,
    cycle: (path) => `test worlds in a cycle: ${path.join(' → ')}`,
  });
}
