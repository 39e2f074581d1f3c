// Vitest's global setup: one embedded PostgreSQL cluster for the whole run (in a temporary folder),
// and a migrated template database on it, and on TEST_DATABASE_URL's server when set. Each test
// suite's database is a copy of a template (CREATE DATABASE … TEMPLATE: milliseconds).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database.ts';
import { startEmbedded } from '../src/platform/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded cluster's connection string (its own database). */
    embeddedUrl: string;
    /** The migrated template database on each server. */
    embeddedTemplate: string;
    postgresTemplate: string;
  }
}

/** The connection string of another database on the same server. */
export const withDatabase = (url: string, name: string) => {
  const at = new URL(url);
  at.pathname = `/${name}`;
  return at.toString();
};

async function makeTemplate(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: withDatabase(serverUrl, name), poolSize: 1 });
  await database.close();
}

async function dropDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
}

/** The run's servers and templates, made once however many projects ask (see setup). */
interface Shared {
  url: string;
  template: string;
  systemTemplate: string;
  /** Projects whose teardown has not run yet. */
  users: number;
  stop(): Promise<void>;
}
declare global {
  var __iylTestPostgres: Promise<Shared> | undefined;
}

async function start(): Promise<Shared> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-test-postgres-'));
  const server = await startEmbedded({ dataDir, maxConnections: 200 });
  const template = 'iyl_template';
  await makeTemplate(server.url, template);
  const systemUrl = process.env.TEST_DATABASE_URL;
  const systemTemplate = `iyl_template_${process.pid}`;
  if (systemUrl) await makeTemplate(systemUrl, systemTemplate);
  return {
    url: server.url,
    template,
    systemTemplate,
    users: 0,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (systemUrl) await dropDatabase(systemUrl, systemTemplate);
    },
  };
}

/**
 * Vitest runs a project's global setup once per project that names it (the node tests are two projects:
 * vitest.config.ts), in this one process: the first call starts the cluster, the others share it, and
 * the last teardown stops it.
 */
export default async function setup(project: TestProject) {
  globalThis.__iylTestPostgres ??= start();
  const shared = await globalThis.__iylTestPostgres;
  shared.users += 1;
  project.provide('embeddedUrl', shared.url);
  project.provide('embeddedTemplate', shared.template);
  project.provide('postgresTemplate', shared.systemTemplate);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    globalThis.__iylTestPostgres = undefined;
    await shared.stop();
  };
}
