import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeVariablesCss } from './theme-css.ts';

describe('the theme as a style sheet', () => {
  it('holds the variables Mantine would write for the theme (after a theme change: npx tsx apps/web/build/write-theme-css.ts)', () => {
    expect(readFileSync(join(import.meta.dirname, '..', THEME_CSS_FILE), 'utf8')).toBe(themeVariablesCss());
  });

  it('carries the brand colour and the darker text colours of the theme', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-color-brand-7: #0f766e');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  });
});
