import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.js';
import { queryRows, migrationsFolder, type Database } from './client.js';

const sqlFiles = () => readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
const sha256 = (name: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(migrationsFolder, name)))
    .digest('hex');

describe('landed migrations', () => {
  it('never change: each file keeps the hash recorded when it landed', () => {
    const recorded = JSON.parse(
      readFileSync(new URL('./landed-migrations.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const unrecorded = sqlFiles().filter((name) => !(name in recorded));
    // A new migration is recorded once, with its hash, in landed-migrations.json.
    expect(unrecorded).toEqual([]);
    for (const [name, hash] of Object.entries(recorded))
      expect({ name, hash: sha256(name) }).toEqual({ name, hash });
  });

  it('are the journal’s, in its order', () => {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    expect(journal.entries.map(({ tag }) => `${tag}.sql`)).toEqual(sqlFiles().sort());
  });
});

describe('0009 repairs payments.leased_until', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const hasLeasedUntil = async () =>
    (
      await queryRows<{ found: boolean }>(
        database.db,
        sql`select exists (select from information_schema.columns
          where table_name = 'payments' and column_name = 'leased_until') as found`,
      )
    )[0]?.found;
  const repair = readFileSync(
    path.join(migrationsFolder, '0009_repair_payments_leased_until.sql'),
    'utf8',
  );

  it('adds the column to a database that ran the first 0005, and leaves one that has it', async () => {
    await database.db.execute(sql`alter table payments drop column leased_until`);
    expect(await hasLeasedUntil()).toBe(false);
    await database.db.execute(sql.raw(repair));
    expect(await hasLeasedUntil()).toBe(true);
    await database.db.execute(sql.raw(repair));
    expect(await hasLeasedUntil()).toBe(true);
  });
});
