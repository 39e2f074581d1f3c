// Creates an account from the command line — the only way to make Admin and Global accounts.
//   npm run user:create -- --role Admin --email admin@example.com --name "Ada Admin" [--password …]
// Built (npm run build), without tsx: node apps/server/dist/cli/user-create.js --role Admin --email … (deploy/README.md).
// Without --password a strong one is generated and printed once.
import { parseArgs } from 'node:util';
import { RegisterRequest } from '@iyl/core/auth/contract';
import { firstIssue } from '@iyl/core/http/contract';
import { roles, type Role } from '@iyl/core/access/roles';
import { messages } from '@iyl/core/catalog/messages';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { refuseWithoutDatabase } from './existing-database.ts';
import { isCommonPassword } from '../platform/auth/common-passwords.ts';
import { randomToken } from '../platform/auth/tokens.ts';
import { openAppDatabase } from '../platform/db/app-database.ts';
import { AppError } from '../platform/http/errors.ts';

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const role = values.role as Role | undefined;
if (!role || !roles.includes(role)) fail(`--role must be one of ${roles.join(', ')}`);
const password = values.password ?? `${randomToken(12)}aA1`;
const parsed = RegisterRequest.safeParse({
  fullname: values.name ?? `${role} user`,
  email: values.email ?? '',
  role: 'Customer', // checked against the registration schema for name, e-mail and password rules only
  password,
  confirmPassword: password,
});
if (!parsed.success) fail(firstIssue(parsed.error));
if (await isCommonPassword(password)) fail(messages.passwordTooCommon);

const config = loadConfig();
refuseWithoutDatabase(config);
// The running app's database server, or started for this and stopped after (tool: true).
const opened = await openAppDatabase(config, { log: (line) => console.error(line), tool: true, poolSize: 2 });
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  // The app's own wiring, so accounts are made exactly as registration makes them.
  app = await buildApp({ config, database: opened.database, logger: false });
  const user = await app.services.auth.createUser({ ...parsed.data, role });
  console.log(`Created ${user.role} account ${user.email}${values.password ? '' : ` with password: ${password}`}`);
} catch (err) {
  // Not fail(): the database server this started must be stopped first (finally).
  console.error(err instanceof AppError ? `${err.message} (${parsed.data.email})` : String(err));
  process.exitCode = 1;
} finally {
  await app?.close();
  await opened.close();
}
