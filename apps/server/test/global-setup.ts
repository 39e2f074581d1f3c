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

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'iyl-test-postgres-'));
  const server = await startEmbedded({ dataDir, maxConnections: 200 });
  const template = 'iyl_template';
  await makeTemplate(server.url, template);
  project.provide('embeddedUrl', server.url);
  project.provide('embeddedTemplate', template);
  const systemUrl = process.env.TEST_DATABASE_URL;
  const systemTemplate = `iyl_template_${process.pid}`;
  if (systemUrl) await makeTemplate(systemUrl, systemTemplate);
  project.provide('postgresTemplate', systemTemplate);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (systemUrl) await dropDatabase(systemUrl, systemTemplate);
  };
}
