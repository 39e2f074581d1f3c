import { type ConvertCSSVariablesInput, convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from '../src/app/theme.ts';

/** Where the app keeps the CSS variables of its theme (imported by components/mantine-styles-frame.ts). */
export const THEME_CSS_FILE = 'src/app/theme-variables.css';

/**
 * The CSS variables Mantine's provider would write for the app's theme, as it writes them: only those
 * that differ from Mantine's defaults (default-css-variables.css has the rest), on :root and :host. The provider
 * computes and injects them on every page load (~15 ms of a phone's main thread, four times that in
 * Lighthouse's mobile run); the app ships them as a style sheet instead (MantineProvider
 * withCssVariables={false}), and build/theme-css.test.ts keeps the file equal to this.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(merged);
  const extra = cssVariablesResolver(merged);
  const all: ConvertCSSVariablesInput = {
    variables: { ...ours.variables, ...extra.variables },
    light: { ...ours.light, ...extra.light },
    dark: { ...ours.dark, ...extra.dark },
  };
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (section: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(Object.entries(all[section]).filter(([key, value]) => defaults[section][key as keyof (typeof defaults)[typeof section]] !== value));
  const css = convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
  return `/* Generated from src/app/theme.ts by build/theme-css.ts (npx tsx apps/web/build/write-theme-css.ts); checked by build/theme-css.test.ts. */\n${css.replace(/}/g, '}\n')}`;
}
