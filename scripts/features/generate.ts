// npm run gen:features: writes the feature indexes (indexes.ts) from the feature folders.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureIndexes, renderIndex } from './indexes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
for (const index of featureIndexes) {
  const file = path.join(root, index.file);
  const text = renderIndex(root, index);
  let before = '';
  try {
    before = readFileSync(file, 'utf8');
  } catch {}
  if (text === before) continue;
  writeFileSync(file, text);
  console.log(`gen:features: wrote ${index.file}`);
}
