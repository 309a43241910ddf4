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

describe('0011 moves e-mail still waiting in the outbox onto jobs', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('gives each unsent, not given-up message a deliver-mail job with its attempts and time', async () => {
    const statements = readFileSync(path.join(migrationsFolder, '0011_jobs.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    let rows: Record<string, unknown>[] = [];
    let columns: string[] = [];
    const undo = new Error('undo');
    const outcome = await database.db
      .transaction(async (tx) => {
        // The outbox as 0010 left it, in a schema of its own that the rollback takes away.
        await tx.execute(sql`create schema before_0011`);
        await tx.execute(sql`set local search_path = before_0011`);
        await tx.execute(sql`create table outbox (
          id uuid primary key default gen_random_uuid(),
          kind text not null default 'message',
          recipient text not null, subject text not null, text text not null, html text not null,
          attempts integer not null default 0,
          next_attempt_at timestamptz not null default now(),
          sent_at timestamptz, failed_at timestamptz, last_error text,
          created_at timestamptz not null default now())`);
        await tx.execute(sql`create index outbox_pending_idx on outbox (next_attempt_at)
          where sent_at is null and failed_at is null`);
        await tx.execute(sql`insert into outbox
          (id, recipient, subject, text, html, attempts, next_attempt_at, sent_at, failed_at, last_error)
          values
          ('00000000-0000-4000-8000-000000000001', 'a@example.com', 's', 't', 'h', 0,
            '2026-11-20T10:00:00Z', null, null, null),
          ('00000000-0000-4000-8000-000000000002', 'b@example.com', 's', 't', 'h', 3,
            '2026-11-20T10:05:00Z', null, null, 'connection refused'),
          ('00000000-0000-4000-8000-000000000003', 'c@example.com', 's', '', '', 1,
            '2026-11-20T10:00:00Z', '2026-11-20T10:00:01Z', null, null),
          ('00000000-0000-4000-8000-000000000004', 'd@example.com', 's', '', '', 8,
            '2026-11-20T10:00:00Z', null, '2026-11-20T11:00:00Z', 'gave up')`);
        for (const statement of statements) await tx.execute(sql.raw(statement));
        rows = await queryRows<Record<string, unknown>>(
          tx,
          sql`select kind, key, payload, state, run_at, attempts, last_error from jobs
            order by payload->>'outboxId'`,
        );
        columns = (
          await queryRows<{ column_name: string }>(
            tx,
            sql`select column_name from information_schema.columns
              where table_schema = 'before_0011' and table_name = 'outbox' order by column_name`,
          )
        ).map(({ column_name }) => column_name);
        throw undo;
      })
      .catch((error: unknown) => error);
    expect(outcome).toBe(undo);
    expect(rows).toEqual([
      {
        kind: 'deliver-mail',
        key: null,
        payload: { outboxId: '00000000-0000-4000-8000-000000000001' },
        state: 'queued',
        run_at: expect.anything(),
        attempts: 0,
        last_error: null,
      },
      {
        kind: 'deliver-mail',
        key: null,
        payload: { outboxId: '00000000-0000-4000-8000-000000000002' },
        state: 'queued',
        run_at: expect.anything(),
        attempts: 3,
        last_error: 'connection refused',
      },
    ]);
    expect(rows.map(({ run_at }) => new Date(run_at as string).toISOString())).toEqual([
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T10:05:00.000Z',
    ]);
    expect(columns).toEqual([
      'created_at',
      'failed_at',
      'html',
      'id',
      'kind',
      'recipient',
      'sent_at',
      'subject',
      'text',
    ]);
  });
});
