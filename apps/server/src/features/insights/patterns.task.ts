// Worker-thread entry (platform/workers/pool.ts): the permutation tests of a customer's patterns, off the
// event loop (up to 20 behaviours × 2,000 permutations of 90 days).
export { computePatterns } from './patterns.ts';
