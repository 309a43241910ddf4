import type { Board, BoardPreview } from '@quadro/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { cards } from '../../platform/db/schema/index.js';
import { addMember, as, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';
import { serialiseBoard } from '../boards/boards.presenter.js';
import { findBoard } from '../boards/boards.repository.js';
import { labelsOfBoard } from '../labels/labels.service.js';
import { listsOfBoard } from '../lists/lists.service.js';
import { cardJsonRows } from './card-json.js';
import { cardsJsonOfLists } from './cards.service.js';

// The invalidation rule of card-json.ts: a new board version reuses the cards JSON of every list
// whose content version did not move. Each column the fragment reads is changed here straight in
// SQL, as a script or a future endpoint would, and the board then served must be the board built
// from nothing. A column read without a bump serves yesterday's card.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const run = (query: SQL) => ctx.database.db.execute(query);

/** `table.column` for every column card-json.ts reads, as PostgreSQL plans the fragment. */
async function columnsTheFragmentReads(): Promise<string[]> {
  interface PlanNode {
    'Relation Name'?: string;
    Alias?: string;
    Plans?: PlanNode[];
    [field: string]: unknown;
  }
  const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    ctx.database.db,
    sql`explain (verbose, format json) select card from (${cardJsonRows(
      sql`(select *, 0 as position from ${cards})`,
    )}) card`,
  );
  const plan = row!['QUERY PLAN'];
  const root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(root);
  // Every expression of the plan (outputs, join and filter conditions) names columns by alias. A
  // table scan that hands its whole row up reads nothing by it: what is read is named above it.
  const widths = new Map(
    (
      await queryRows<{ table: string; columns: number }>(
        ctx.database.db,
        sql`select table_name as "table", count(*)::int as columns
          from information_schema.columns where table_schema = 'public' group by table_name`,
      )
    ).map(({ table, columns }) => [table, columns]),
  );
  const wholeRow = (node: PlanNode) =>
    Array.isArray(node.Output) && node.Output.length === widths.get(node['Relation Name'] ?? '');
  const text = JSON.stringify(
    nodes.map(({ Plans: _, ...fields }) => (wholeRow(fields) ? { ...fields, Output: [] } : fields)),
  );
  const read = new Set<string>();
  for (const { 'Relation Name': table, Alias: alias } of nodes) {
    if (!table || !alias) continue;
    for (const [, column] of text.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g')))
      read.add(`${table}.${column}`);
  }
  return [...read].sort();
}

interface Fixture {
  owner: RegisteredUser;
  boardId: string;
  listIds: string[];
  cardId: string;
  assignee: RegisteredUser;
  other: RegisteredUser;
}

/**
 * One change per column card-json.ts reads (and the list order the board sorts by), run in this
 * order on the same card: each must change the board built from nothing.
 */
const changes: [column: string, change: (f: Fixture) => SQL][] = [
  ['users.name', (f) => sql`update users set name = name || ' Souza' where id = ${f.assignee.id}`],
  [
    'users.email',
    (f) => sql`update users set email = 'novo-' || email where id = ${f.assignee.id}`,
  ],
  [
    'users.avatar_url',
    (f) =>
      sql`update users set avatar_url = 'https://secure.gravatar.com/avatar/outro'
        where id = ${f.assignee.id}`,
  ],
  ['cards.title', (f) => sql`update cards set title = title || '!' where id = ${f.cardId}`],
  [
    'cards.description',
    (f) => sql`update cards set description = 'Outra descrição' where id = ${f.cardId}`,
  ],
  [
    'cards.due_date',
    (f) => sql`update cards set due_date = '2031-03-04T05:06:07.089Z' where id = ${f.cardId}`,
  ],
  [
    'cards.due_complete',
    (f) => sql`update cards set due_complete = not due_complete where id = ${f.cardId}`,
  ],
  [
    'cards.created_at',
    (f) => sql`update cards set created_at = created_at - interval '1 day' where id = ${f.cardId}`,
  ],
  [
    'cards.updated_at',
    (f) => sql`update cards set updated_at = updated_at + interval '1 day' where id = ${f.cardId}`,
  ],
  ['cards.sort_key', (f) => sql`update cards set sort_key = -1 where id = ${f.cardId}`],
  [
    'cards.list_id',
    (f) => sql`update cards set list_id = ${f.listIds[1]!}::uuid where id = ${f.cardId}`,
  ],
  [
    'cards.assignee_id',
    (f) => sql`update cards set assignee_id = ${f.other.id}::uuid where id = ${f.cardId}`,
  ],
  // Labels and checklist counts are mirrored onto the card by migration 0019's triggers.
  [
    'cards.label_ids',
    (f) => sql`insert into card_labels (card_id, label_id)
      select ${f.cardId}::uuid, id from labels where board_id = ${f.boardId}::uuid`,
  ],
  [
    'cards.label_ids',
    (f) => sql`delete from labels where id in (select id from labels
      where board_id = ${f.boardId}::uuid order by position limit 1)`,
  ],
  [
    'cards.checklist_total',
    (f) => sql`with list as (insert into checklists (card_id, title, position)
        values (${f.cardId}::uuid, 'Passos', 0) returning id, card_id)
      insert into checklist_items (checklist_id, card_id, text, position)
      select id, card_id, 'Item', 0 from list`,
  ],
  [
    'cards.checklist_done',
    (f) => sql`update checklist_items set done = true where card_id = ${f.cardId}::uuid`,
  ],
  // A user's id changes only by the user going: the assignee's cards lose it (SET NULL).
  ['users.id', (f) => sql`delete from users where id = ${f.other.id}`],
  // Last: the card's id, which every change above finds it by (its labels and checklists go first,
  // as nothing updates their references).
  [
    'cards.id',
    (f) => sql`with labels_gone as (delete from card_labels where card_id = ${f.cardId}),
        lists_gone as (delete from checklists where card_id = ${f.cardId})
      update cards set id = gen_random_uuid() where id = ${f.cardId}`,
  ],
];

async function builtFromNothing(boardId: string) {
  const { db } = ctx.database;
  const board = (await findBoard(db, boardId))!;
  const listRows = await listsOfBoard(db, boardId);
  const listCards = await cardsJsonOfLists(
    db,
    boardId,
    listRows.map((list) => list.id),
  );
  const { body, preview } = serialiseBoard(
    board,
    await labelsOfBoard(db, boardId),
    listRows,
    listCards,
  );
  return {
    board: (JSON.parse(body) as { board: Board }).board,
    preview: (JSON.parse(preview) as { board: BoardPreview }).board,
  };
}

/** The board and its first screen as the API serves them, cached lists and all. */
async function served(f: Fixture) {
  const call = as(ctx, f.owner);
  const board = await call('GET', `/v1/boards/${f.boardId}`);
  const preview = await call('GET', `/v1/boards/${f.boardId}/preview`);
  expect([board.statusCode, preview.statusCode]).toEqual([200, 200]);
  return {
    board: board.json<{ board: Board }>().board,
    preview: preview.json<{ board: BoardPreview }>().board,
  };
}

/** A board with cards in two lists, one card assigned to a member with an allowed avatar. */
async function boardWithAssignedCard(): Promise<Fixture> {
  const { owner, workspace, board } = await createWorkspaceFixture(ctx, 'Cartões');
  const assignee = await addMember(ctx, workspace.id, 'member');
  const other = await addMember(ctx, workspace.id, 'member');
  await run(
    sql`update users set avatar_url = 'https://secure.gravatar.com/avatar/abc'
      where id in (${assignee.id}, ${other.id})`,
  );
  const listIds = board.lists.map((list) => list.id);
  const call = as(ctx, owner);
  for (const listId of listIds.slice(0, 2))
    await call('POST', '/v1/cards', { listId, title: 'Vizinho' });
  const created = await call('POST', '/v1/cards', {
    listId: listIds[0],
    title: 'Observado',
    assigneeId: assignee.id,
  });
  expect(created.statusCode).toBe(201);
  return { owner, boardId: board.id, listIds, cardId: created.json().card.id, assignee, other };
}

/**
 * Changes the board in SQL, then moves its version on as any other change would (a rename of
 * another card, the board's own rename): what is served next is built from the cached lists.
 */
async function changeThenBump(f: Fixture, change: SQL) {
  await run(change);
  await run(sql`update boards set version = version + 1 where id = ${f.boardId}`);
}

describe('a card’s JSON', () => {
  it('is changed by each change here, and these cover every column the fragment reads', async () => {
    const read = await columnsTheFragmentReads();
    expect(read).toContain('users.name');
    expect(read.filter((column) => !changes.some(([changed]) => changed === column))).toEqual([]);
  });

  it('is served fresh after a change to any column it reads, whatever path made it', async () => {
    const f = await boardWithAssignedCard();
    let before = await served(f);
    expect(before).toEqual(await builtFromNothing(f.boardId));
    for (const [column, change] of changes) {
      await changeThenBump(f, change(f));
      const fresh = await builtFromNothing(f.boardId);
      expect(fresh.board, `${column} changes no card`).not.toEqual(before.board);
      const now = await served(f);
      expect({ column, ...now }).toEqual({ column, ...fresh });
      before = now;
    }
  });

  it('moves its boards on when the assignee is renamed, and nothing on a presence ping', async () => {
    const f = await boardWithAssignedCard();
    const versions = async () =>
      (
        await queryRows<{ board: number; lists: number[] }>(
          ctx.database.db,
          sql`select b.version as board, array(select content_version::int from lists
              where board_id = b.id order by sort_key) as lists
            from boards b where b.id = ${f.boardId}`,
        )
      )[0]!;
    const at = await versions();
    await run(
      sql`update users set last_seen_at = now(), online = true where id = ${f.assignee.id}`,
    );
    expect(await versions()).toEqual(at);

    await run(sql`update users set name = 'Outro Nome' where id = ${f.assignee.id}`);
    expect(await versions()).toEqual({
      board: at.board + 1,
      lists: at.lists.map((version, index) => (index === 0 ? version + 1 : version)),
    });
    const card = (await served(f)).board.lists[0]!.cards.find((c) => c.id === f.cardId)!;
    expect(card.assignee?.name).toBe('Outro Nome');
  });

  it('would be served stale without a bump: the check above can fail', async () => {
    const f = await boardWithAssignedCard();
    await served(f);
    // In this throwaway database only: card updates stop counting.
    await run(sql`alter table cards disable trigger cards_count_updates`);
    await changeThenBump(f, sql`update cards set title = 'Sem contagem' where id = ${f.cardId}`);
    const now = await served(f);
    await run(sql`alter table cards enable trigger cards_count_updates`);
    expect(now.board).not.toEqual((await builtFromNothing(f.boardId)).board);
  });
});
