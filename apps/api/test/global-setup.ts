import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, PGLITE_EXTENSIONS } from '../src/platform/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a migrated data-dir dump each test file loads a copy of. */
    pgliteTemplate: string;
    /** PostgreSQL (TEST_DATABASE_URL set): a migrated database each test file clones. */
    postgresTemplate: string;
  }
}

/** Migrates one template database per run; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `quadro_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const template = await openPostgres(url.toString());
    await template.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${name}%`],
      );
      for (const row of rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'quadro-test-'));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await openPglite({ client });
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
