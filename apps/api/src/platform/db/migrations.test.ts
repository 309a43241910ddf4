import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness.js';
import { queryRows, migrationsFolder, type Database, type DbOrTx, type Tx } from './client.js';

const sqlFiles = () => readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));
/**
 * Enough of the database as 0021 left it for the tests below: 0022's list trigger, which reads
 * the columns they drop, gone (its log table stays, which the card triggers write).
 */
async function before0022(tx: DbOrTx) {
  await tx.execute(sql`drop trigger lists_log_changes on lists`);
}

/** The database as 0020 left it: 0021's search documents, their triggers and functions gone. */
async function before0021(tx: DbOrTx) {
  await before0022(tx);
  await tx.execute(sql`drop table card_search`);
  await tx.execute(sql`drop function quadro_cards_searchable, quadro_card_search_changed,
    quadro_card_text_changed, quadro_label_renamed, quadro_card_documents_refreshed,
    quadro_card_document cascade`);
  await tx.execute(sql`drop aggregate quadro_tsvector_agg(tsvector)`);
  for (const table of ['cards', 'comments', 'checklist_items'])
    await tx.execute(
      sql.raw(`create index ${table}_search_idx on ${table} using gin (search_vector)`),
    );
}

/** Runs `change` in a transaction that is then rolled back: the database stays as it was. */
async function rolledBack(database: Database, change: (tx: Tx) => Promise<void>) {
  const undo = new Error('undo');
  const outcome = await database.db
    .transaction(async (tx) => {
      await change(tx);
      throw undo;
    })
    .catch((error: unknown) => error);
  expect(outcome).toBe(undo);
}

/** A workspace 'Antigo' with a board, a list and a card, in the columns every migration had. */
async function insertOldCard(
  tx: DbOrTx,
  ids: { workspace: string; board: string; list: string; card: string },
  title: string,
  { version = 1, description = '' } = {},
) {
  await tx.execute(sql`insert into workspaces (id, name) values (${ids.workspace}, 'Antigo')`);
  await tx.execute(sql`insert into boards (id, workspace_id, name, color, version)
    values (${ids.board}, ${ids.workspace}, 'Quadro antigo', '#3B82F6', ${version})`);
  await tx.execute(sql`insert into lists (id, board_id, name, color, sort_key)
    values (${ids.list}, ${ids.board}, 'A Fazer', '#6366F1', 1)`);
  await tx.execute(sql`insert into cards (id, list_id, board_id, title, description, sort_key)
    values (${ids.card}, ${ids.list}, ${ids.board}, ${title}, ${description}, 1)`);
}

const statementsOf = (file: string) =>
  readFileSync(path.join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint');

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
    const statements = statementsOf('0011_jobs.sql');
    let rows: Record<string, unknown>[] = [];
    let columns: string[] = [];
    await rolledBack(database, async (tx) => {
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
    });
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

describe('0016 fills the history of payments already paid', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('gives paid payments their time, and the latest one the period the subscription holds', async () => {
    const statements = statementsOf('0016_payment_history.sql');
    let rows: Record<string, unknown>[] = [];
    await rolledBack(database, async (tx) => {
      // The payments table as 0015 left it; the rollback puts this database back.
      await tx.execute(sql`drop index payments_user_history_idx`);
      await tx.execute(sql`alter table payments drop column method, drop column customer_name,
          drop column customer_document, drop column paid_at, drop column period_start,
          drop column period_end`);
      await tx.execute(sql`insert into users (id, name, email, password_hash, trial_ends_at)
          values ('00000000-0000-4000-8000-0000000000aa', 'Ana', 'ana-0016@example.com', 'x',
            '2026-10-01T00:00:00Z')`);
      await tx.execute(sql`insert into subscriptions (user_id, plan, current_period_start,
            current_period_end, gateway, card_brand, card_last4)
          values ('00000000-0000-4000-8000-0000000000aa', 'MONTHLY', '2026-11-10T12:00:00Z',
            '2026-12-10T12:00:00Z', 'sandbox', 'visa', '0010')`);
      await tx.execute(sql`insert into payments (id, user_id, period_number, amount_cents,
            currency, status, gateway, card_brand, card_last4, updated_at)
          values
          ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-0000000000aa', 1,
            9990, 'BRL', 'paid', 'sandbox', 'visa', '0010', '2026-10-10T12:00:00Z'),
          ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-0000000000aa', 2,
            9990, 'BRL', 'declined', 'sandbox', 'visa', '0010', '2026-11-10T11:00:00Z'),
          ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-0000000000aa', 2,
            9990, 'BRL', 'paid', 'sandbox', 'visa', '0010', '2026-11-10T12:00:00Z')`);
      for (const statement of statements) await tx.execute(sql.raw(statement));
      rows = await queryRows<Record<string, unknown>>(
        tx,
        sql`select id, method, to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as paid,
              to_char(period_start at time zone 'UTC', 'YYYY-MM-DD') as start,
              to_char(period_end at time zone 'UTC', 'YYYY-MM-DD') as end
            from payments where user_id = '00000000-0000-4000-8000-0000000000aa' order by id`,
      );
    });
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    expect(rows).toEqual([
      { id: id(1), method: 'credit_card', paid: '2026-10-10 12:00', start: null, end: null },
      { id: id(2), method: 'credit_card', paid: null, start: null, end: null },
      {
        id: id(3),
        method: 'credit_card',
        paid: '2026-11-10 12:00',
        start: '2026-11-10',
        end: '2026-12-10',
      },
    ]);
  });
});

describe('0019 gives boards made before labels their six, and keeps the card mirrors', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('adds six colour-only labels and a new version to each board, then mirrors labels and counts onto cards', async () => {
    const statements = statementsOf('0019_labels_checklists.sql');
    const ids = {
      workspace: '00000000-0000-4000-8000-0000000019aa',
      board: '00000000-0000-4000-8000-0000000019bb',
      list: '00000000-0000-4000-8000-0000000019cc',
      card: '00000000-0000-4000-8000-0000000019dd',
    };
    let after: Record<string, unknown> = {};
    await rolledBack(database, async (tx) => {
      // The database as 0018 left it; the rollback puts this one back.
      await before0021(tx);
      await tx.execute(sql`drop table checklist_items, checklists, card_labels, labels cascade`);
      await tx.execute(
        sql`drop function quadro_card_labels_changed, quadro_checklist_items_counted`,
      );
      await tx.execute(sql`alter table cards drop column label_ids,
          drop column checklist_done, drop column checklist_total`);
      await tx.execute(sql`alter table notifications drop column checklist_item_id`);
      await insertOldCard(tx, ids, 'Antigo', { version: 7 });
      for (const statement of statements) await tx.execute(sql.raw(statement));

      const labels = await queryRows<{ id: string; name: string; color: string }>(
        tx,
        sql`select id, name, color from labels where board_id = ${ids.board} order by position`,
      );
      const [board] = await queryRows<{ version: number }>(
        tx,
        sql`select version from boards where id = ${ids.board}`,
      );
      const card = async () =>
        (
          await queryRows<{ labelIds: string[]; done: number; total: number }>(
            tx,
            sql`select label_ids as "labelIds", checklist_done as done,
                checklist_total as total from cards where id = ${ids.card}`,
          )
        )[0];
      const before = await card();
      // Put on in the wrong order, the mirror keeps the board's.
      await tx.execute(sql`insert into card_labels (card_id, label_id)
          values (${ids.card}, ${labels[3]!.id}), (${ids.card}, ${labels[0]!.id})`);
      await tx.execute(sql`with list as (insert into checklists (card_id, title, position)
            values (${ids.card}, 'Passos', 0) returning id)
          insert into checklist_items (checklist_id, card_id, text, position, done)
          select id, ${ids.card}, text, position, done from list,
            (values ('A', 0, true), ('B', 1, false), ('C', 2, false)) as item(text, position, done)`);
      const mirrored = await card();
      await tx.execute(sql`delete from labels where id = ${labels[0]!.id}`);
      const afterDelete = await card();
      after = {
        labels: labels.map(({ name, color }) => `${color}${name}`),
        version: board?.version,
        before,
        mirrored: { ...mirrored, labelIds: mirrored?.labelIds.length },
        firstIsGreen: mirrored?.labelIds[0] === labels[0]!.id,
        afterDelete: afterDelete?.labelIds,
        fourth: labels[3]!.id,
      };
    });
    expect(after).toEqual({
      labels: ['green', 'yellow', 'orange', 'red', 'purple', 'blue'],
      version: 8,
      before: { labelIds: [], done: 0, total: 0 },
      mirrored: { labelIds: 2, done: 1, total: 3 },
      firstIsGreen: true,
      afterDelete: [after.fourth],
      fourth: after.fourth,
    });
  });
});

describe('0020 makes rows written before it searchable', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('indexes existing cards, comments and checklist items without accents, by stem', async () => {
    const statements = statementsOf('0020_archive_search.sql');
    const ids = {
      workspace: '00000000-0000-4000-8000-0000000020aa',
      board: '00000000-0000-4000-8000-0000000020bb',
      list: '00000000-0000-4000-8000-0000000020cc',
      card: '00000000-0000-4000-8000-0000000020dd',
    };
    let found: Record<string, unknown> = {};
    await rolledBack(database, async (tx) => {
      // The database as 0019 left it; the rollback puts this one back.
      await before0021(tx);
      await tx.execute(sql`alter table cards drop column search_vector,
          drop column archived_at, drop column archived_by`);
      await tx.execute(sql`alter table comments drop column search_vector`);
      await tx.execute(sql`alter table checklist_items drop column search_vector`);
      await tx.execute(sql`alter table lists drop column archived_at, drop column archived_by`);
      await tx.execute(sql`alter table boards drop column archived_at, drop column archived_by`);
      await tx.execute(sql`drop text search configuration quadro_pt, quadro_words`);
      await tx.execute(sql`drop extension unaccent`);
      await insertOldCard(tx, ids, 'Reunião', { description: 'Revisar os orçamentos' });
      await tx.execute(sql`insert into comments (card_id, content)
          values (${ids.card}, 'Planejamento aprovado')`);
      for (const statement of statements) await tx.execute(sql.raw(statement));

      const matches = async (table: string, query: string) =>
        (
          await queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from ${sql.identifier(table)}
                where search_vector @@ to_tsquery('quadro_pt', ${query})`,
          )
        )[0]?.n;
      found = {
        title: await matches('cards', 'reuniao'),
        description: await matches('cards', 'orcamento'),
        comment: await matches('comments', 'planejar'),
        live: (
          await queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from cards where archived_at is null and id = ${ids.card}`,
          )
        )[0]?.n,
      };
    });
    expect(found).toEqual({ title: 1, description: 1, comment: 1, live: 1 });
  });
});

describe('0021 gives cards written before it their search documents', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('finds an existing card by its title, label, comment and checklist item, then follows changes', async () => {
    const ids = {
      workspace: '00000000-0000-4000-8000-0000000021aa',
      board: '00000000-0000-4000-8000-0000000021bb',
      list: '00000000-0000-4000-8000-0000000021cc',
      card: '00000000-0000-4000-8000-0000000021dd',
      label: '00000000-0000-4000-8000-0000000021ee',
      checklist: '00000000-0000-4000-8000-0000000021ff',
    };
    const found: Record<string, unknown> = {};
    await rolledBack(database, async (tx) => {
      // The database as 0020 left it; the rollback puts this one back.
      await before0021(tx);
      await insertOldCard(tx, ids, 'Reunião', { description: 'Revisar os orçamentos' });
      await tx.execute(sql`insert into labels (id, board_id, name, color, position)
          values (${ids.label}, ${ids.board}, 'Urgente', 'red', 6)`);
      await tx.execute(sql`insert into card_labels (card_id, label_id)
          values (${ids.card}, ${ids.label})`);
      await tx.execute(sql`insert into comments (card_id, content)
          values (${ids.card}, 'Planejamento aprovado')`);
      await tx.execute(sql`insert into checklists (id, card_id, title, position)
          values (${ids.checklist}, ${ids.card}, 'Tarefas', 0)`);
      await tx.execute(sql`insert into checklist_items (checklist_id, card_id, text, position)
          values (${ids.checklist}, ${ids.card}, 'Reservar sala', 0)`);
      for (const statement of statementsOf('0021_search_documents.sql'))
        await tx.execute(sql.raw(statement));

      const matches = async (query: string) =>
        (
          await queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from card_search
                where card_id = ${ids.card} and workspace_id = ${ids.workspace}
                  and document @@ to_tsquery('quadro_pt', ${query})`,
          )
        )[0]?.n;
      for (const word of ['reuniao', 'orcamento', 'urgente', 'planejar', 'sala'])
        found[word] = await matches(word);
      await tx.execute(sql`update labels set name = 'Bloqueado' where id = ${ids.label}`);
      await tx.execute(sql`update comments set content = 'Contrato assinado'
          where card_id = ${ids.card}`);
      await tx.execute(sql`update checklist_items set done = true where card_id = ${ids.card}`);
      await tx.execute(sql`update cards set title = 'Entrevista' where id = ${ids.card}`);
      found.after = {
        bloqueado: await matches('bloqueado'),
        urgente: await matches('urgente'),
        contrato: await matches('contrato'),
        planejar: await matches('planejar'),
        entrevista: await matches('entrevista'),
        reuniao: await matches('reuniao'),
        sala: await matches('sala'),
      };
    });
    expect(found).toEqual({
      reuniao: 1,
      orcamento: 1,
      urgente: 1,
      planejar: 1,
      sala: 1,
      after: {
        bloqueado: 1,
        urgente: 0,
        contrato: 1,
        planejar: 0,
        entrevista: 1,
        reuniao: 0,
        sala: 1,
      },
    });
  });
});
