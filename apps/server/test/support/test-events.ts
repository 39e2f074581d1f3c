/** Events only the tests publish (the platform's own tests have no feature to borrow from). */
declare module '../../src/platform/events/events.ts' {
  interface EventMap {
    'test.ping': { n: number; text?: string };
    'test.pong': { n: number };
  }
}
export {};
