import { fileURLToPath } from 'node:url';

// This file sits one folder below apps/server both as source (src/) and when bundled (dist/main.js),
// so the same relative URL finds the server root in both cases.
export const serverRoot = fileURLToPath(new URL('../', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
