import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBoundaries, formatViolation } from './check.ts';
import { policy } from './policy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const violations = checkBoundaries(root, policy);
for (const violation of violations) console.error(formatViolation(violation));
if (violations.length > 0) {
  console.error(`boundaries: ${violations.length} refused import${violations.length === 1 ? '' : 's'} (scripts/boundaries/policy.ts)`);
  process.exitCode = 1;
} else {
  console.log('boundaries: every import keeps to scripts/boundaries/policy.ts');
}
