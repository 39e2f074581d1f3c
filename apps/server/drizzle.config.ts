import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/features/*/schema.ts', './apps/server/src/platform/*/*-schema.ts'],
  out: './apps/server/migrations',
});
