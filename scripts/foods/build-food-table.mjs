#!/usr/bin/env node
/**
 * Builds apps/server/src/features/meals/foods.data.ts from food-list.mjs and the USDA National
 * Nutrient Database for Standard Reference, Release 24 (public domain), as packaged by Debian's
 * `cronometer` package (usda_sr24.jar: one XML file per food, named <NDB>.xml, nutrients per 100 g).
 *
 *   node scripts/foods/build-food-table.mjs [path/to/usda_sr24]
 *
 * The SR24 folder comes from the argument, else from $SR24_DIR, else it is fetched into a temporary
 * folder with `apt-get download cronometer`, `dpkg-deb -x` and `unzip` (Debian/Ubuntu only).
 *
 * The script checks that each entry's `sr` is the exact SR24 description of its `ndb`, and warns
 * about foods whose energy is far (over 20%) from the Atwater estimate 4 × protein + 4 × carbs +
 * 9 × fat (expected for vinegars, alcohol-containing foods and fibre-rich foods).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { foodList } from './food-list.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const outFile = join(root, 'apps/server/src/features/meals/foods.data.ts');

/** The nutrients we keep: our field → the SR24 XML nutrient name. */
const NUTRIENTS = /** @type {const} */ ({
  kcal: 'Energy',
  protein: 'Protein',
  carbs: 'Carbs',
  fiber: 'Fiber',
  sugars: 'Sugars',
  fat: 'Fat',
  sodium: 'Sodium',
});
/** @typedef {keyof typeof NUTRIENTS} Nutrient */

/** The temporary folder fetchSr24 made, removed when the script is done. */
let tempDir;

function fetchSr24() {
  const dir = mkdtempSync(join(tmpdir(), 'sr24-'));
  tempDir = dir;
  console.log(`Fetching SR24 from Debian's cronometer package into ${dir} ...`);
  const run = (/** @type {string} */ cmd, /** @type {string[]} */ args) => execFileSync(cmd, args, { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  run('apt-get', ['download', 'cronometer']);
  const deb = readdirSync(dir).find((f) => f.startsWith('cronometer_') && f.endsWith('.deb'));
  if (!deb) throw new Error('apt-get download cronometer produced no .deb');
  run('dpkg-deb', ['-x', deb, 'pkg']);
  run('unzip', ['-q', 'pkg/usr/share/cronometer/usda_sr24.jar', 'usda_sr24/*', '-d', 'sr']);
  return join(dir, 'sr/usda_sr24');
}

/** @param {string} s */
function decodeXml(s) {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, /** @type {string} */ n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&');
}

/**
 * Reads one SR24 food: its description and the nutrients we keep (missing → 0).
 * @param {string} srDir
 * @param {string} ndb
 * @returns {{ description: string, nutrients: Record<Nutrient, number> } | undefined}
 */
function readFood(srDir, ndb) {
  const file = join(srDir, `${ndb}.xml`);
  if (!existsSync(file)) return undefined;
  const xml = readFileSync(file, 'utf8');
  const head = xml.match(/<food\b[^>]*>/)?.[0] ?? '';
  const description = decodeXml(head.match(/\bname="([^"]*)"/)?.[1] ?? '');
  /** @type {Map<string, number>} */
  const amounts = new Map();
  for (const m of xml.matchAll(/<nutrient\b([^>]*)\/?>/g)) {
    const attributes = m[1] ?? '';
    const name = attributes.match(/\bname="([^"]*)"/)?.[1];
    const amount = attributes.match(/\bamount="([^"]*)"/)?.[1];
    if (name !== undefined && amount !== undefined && !amounts.has(name)) amounts.set(name, Number(amount));
  }
  const nutrients = /** @type {Record<Nutrient, number>} */ ({});
  for (const key of /** @type {Nutrient[]} */ (Object.keys(NUTRIENTS))) {
    const v = amounts.get(NUTRIENTS[key]);
    nutrients[key] = v !== undefined && Number.isFinite(v) ? v : 0;
  }
  return { description, nutrients };
}

const str = (/** @type {string} */ s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

function main() {
  const srDir = resolve(process.argv[2] ?? process.env.SR24_DIR ?? fetchSr24());
  if (!existsSync(srDir)) throw new Error(`SR24 folder not found: ${srDir}`);

  const rows = [];
  const errors = [];
  const outliers = [];
  const ids = new Set();
  for (const food of foodList) {
    if (ids.has(food.id)) errors.push(`${food.id}: duplicate id`);
    ids.add(food.id);
    if (!/^\d{5}$/.test(food.ndb ?? '')) {
      errors.push(`${food.id}: no 5-digit ndb`);
      continue;
    }
    const sr = readFood(srDir, food.ndb);
    if (!sr) {
      errors.push(`${food.id}: ${food.ndb}.xml not found in ${srDir}`);
      continue;
    }
    if (sr.description !== food.sr) {
      errors.push(`${food.id}: sr is '${food.sr}' but ${food.ndb} is '${sr.description}'`);
    }
    const n = sr.nutrients;
    const atwater = 4 * n.protein + 4 * n.carbs + 9 * n.fat;
    if (Math.abs(n.kcal - atwater) > 0.2 * Math.max(n.kcal, atwater, 1)) {
      outliers.push(`${food.id} (${food.ndb}): ${n.kcal} kcal vs 4P+4C+9F = ${atwater.toFixed(1)}, fibre ${n.fiber} g`);
    }

    const fields = [
      `id: ${str(food.id)}`,
      `name: ${str(food.name)}`,
      `group: ${str(food.group)}`,
      `tags: [${food.tags.map(str).join(', ')}]`,
    ];
    if (food.piece !== undefined) fields.push(`piece: ${food.piece}`);
    fields.push(`ndb: ${str(food.ndb)}`, `source: ${str(sr.description)}`);
    for (const key of /** @type {Nutrient[]} */ (Object.keys(NUTRIENTS))) fields.push(`${key}: ${n[key]}`);
    rows.push(`  { ${fields.join(', ')} },`);
  }

  if (errors.length > 0) {
    console.error(`${errors.length} problem(s); ${relative(root, outFile)} not written:`);
    for (const e of errors) console.error(`  ${e}`);
    process.exitCode = 1;
    return;
  }

  const text = `// Generated by scripts/foods/build-food-table.mjs from USDA National Nutrient Database for Standard
// Reference, Release 24 (2011; public domain), as packaged by Debian's cronometer package. Do not edit
// by hand: change scripts/foods/food-list.mjs and run \`node scripts/foods/build-food-table.mjs\`.

/** One food: nutrients per 100 g (energy in kcal, sodium in mg, the rest in g). */
export interface FoodRow {
  id: string;
  name: string;
  group: string;
  tags: readonly string[];
  /** Grams of one piece (an egg, a banana), for the shopping list. */
  piece?: number;
  /** The USDA NDB number and description the figures come from. */
  ndb: string;
  source: string;
  kcal: number;
  protein: number;
  carbs: number;
  fiber: number;
  sugars: number;
  fat: number;
  sodium: number;
}

export const foodData: readonly FoodRow[] = [
${rows.join('\n')}
];
`;
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(outFile, text);
  console.log(`Wrote ${rows.length} foods to ${relative(root, outFile)} (0 missing).`);
  if (outliers.length > 0) {
    console.log(`${outliers.length} food(s) with energy over 20% from the Atwater estimate:`);
    for (const o of outliers) console.log(`  ${o}`);
  }
}

try {
  main();
} finally {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}
