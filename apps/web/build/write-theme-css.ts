// Writes src/app/theme-variables.css from the theme: npx tsx apps/web/build/write-theme-css.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_CSS_FILE, themeVariablesCss } from './theme-css.ts';

writeFileSync(join(import.meta.dirname, '..', THEME_CSS_FILE), themeVariablesCss());
