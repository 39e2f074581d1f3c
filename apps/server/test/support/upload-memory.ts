// Run in a process of its own (tsx): the app on the database at `url`, one signed-in customer, then
// `count` uploads of the photo in `file` sent at once. Prints JSON: how each upload answered, and
// the resident memory before and at the peak (VmHWM, reset just before the uploads). The photo is
// made by the caller, so no image work in this process precedes the measurement but one small
// warm-up upload.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/platform/db/database.ts';
import { createTestApp, signedInUser } from './app.ts';
import { startSmtpServer } from './smtp.ts';

const [file = '', count = '8', url = ''] = process.argv.slice(2);
const memory = (field: 'VmRSS' | 'VmHWM') => Number(readFileSync('/proc/self/status', 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1]) / 1024;

const photo = readFileSync(file);
// A 1×1 PNG.
const small = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const database = await openDatabase({ url, poolSize: 3 });
const smtp = await startSmtpServer();
const app = await createTestApp(database, { env: { SMTP_URL: smtp.url, DATA_DIR: mkdtempSync(join(tmpdir(), 'iyl-memory-')) } });
const { client } = await signedInUser(app, smtp);
const upload = (data: Buffer) => client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'photo', contentType: 'image/png', data }]);
// Warm-up: sharp and libvips loaded, the code paths compiled.
await upload(small);
await new Promise((r) => setTimeout(r, 200));

const before = memory('VmRSS');
writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current resident size
const answers = await Promise.all(Array.from({ length: Number(count) }, () => upload(photo)));
const peak = memory('VmHWM');
console.log(JSON.stringify({ statuses: answers.map((a) => a.statusCode), bodies: answers.map((a) => a.json()), before, peak }));
await app.close();
await smtp.close();
await database.close();
process.exit(0);
