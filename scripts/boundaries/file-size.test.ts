import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A source file holds one job: at most this many lines (issue 48). Content (phrase banks, libraries) lives in content/ folders and is not counted. */
const MAX_LINES = 400;
const SOURCES = ['apps/*/src/**/*.{ts,tsx}', 'apps/web/build/**/*.{ts,mjs}', 'packages/*/src/**/*.ts', 'scripts/**/*.{ts,mjs}'];
const NOT_COUNTED = /\/content\/|\.test\.tsx?$|test-support|\.generated\.|\/test\/|test-world/;

describe('source files', () => {
  it(`are at most ${MAX_LINES} lines each, content and tests aside`, () => {
    const files = SOURCES.flatMap((pattern) => globSync(pattern, { cwd: root })).filter((file) => !file.includes('node_modules') && !NOT_COUNTED.test(file));
    expect(files.length).toBeGreaterThan(300);
    const over = files
      .map((file) => ({ file, lines: readFileSync(`${root}/${file}`, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(over).toEqual([]);
  });
});
