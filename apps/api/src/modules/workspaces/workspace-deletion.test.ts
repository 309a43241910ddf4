/**
 * Deleting a workspace leaves nothing of it behind (design §5: FK `ON DELETE CASCADE`), and its
 * former members see it go at once. Rows are counted straight in the database, by the ids the
 * workspace had, in every table that references it directly or through its boards, lists and cards.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  activities,
  boards,
  cardFollowers,
  cardLabels,
  cardSearch,
  cards,
  checklistItems,
  checklists,
  comments,
  invites,
  labels,
  lists,
  notifications,
  workspaceHolidays,
  workspaceMembers,
  workspaces,
} from '../../platform/db/schema/index.js';
import { addMember, as, createUser, createWorkspaceFixture } from '../../../test/factories.js';
import { rowsOf } from '../../../test/rows.js';
import {
  createTestApp,
  uniqueEmail,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Every table whose rows hang from `workspaces`, directly or through other tables' foreign keys. */
async function tablesBelowWorkspaces(db: DbOrTx) {
  const edges = rowsOf<{ child: string; parent: string; onDelete: string }>(
    await db.execute(sql`
      select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
        c.confdeltype::text as "onDelete"
      from pg_constraint c where c.contype = 'f'`),
  );
  // Walks the foreign keys down from workspaces; each table is expanded once.
  const below = new Map<string, string[]>();
  const expanded = new Set<string>();
  const pending = ['workspaces'];
  while (pending.length > 0) {
    const parent = pending.shift()!;
    if (expanded.has(parent)) continue;
    expanded.add(parent);
    for (const edge of edges.filter((e) => e.parent === parent && e.child !== parent)) {
      below.set(edge.child, [...(below.get(edge.child) ?? []), `${parent}:${edge.onDelete}`]);
      pending.push(edge.child);
    }
  }
  return below;
}

/** Counts, per table, the rows that belong to the workspace, found by the ids it had. */
async function rowsOfWorkspace(
  db: DbOrTx,
  ids: { workspaceId: string; boardIds: string[]; cardIds: string[] },
) {
  const count = async (query: Promise<unknown[]>) => (await query).length;
  // `in ()` is no SQL: an id no row has stands in for an empty set.
  const anyOf = (values: string[]) =>
    values.length > 0 ? values : ['00000000-0000-0000-0000-000000000000'];
  return {
    workspaces: await count(
      db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, ids.workspaceId)),
    ),
    workspace_members: await count(
      db
        .select({ id: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, ids.workspaceId)),
    ),
    invites: await count(
      db.select({ id: invites.id }).from(invites).where(eq(invites.workspaceId, ids.workspaceId)),
    ),
    workspace_holidays: await count(
      db
        .select({ date: workspaceHolidays.date })
        .from(workspaceHolidays)
        .where(eq(workspaceHolidays.workspaceId, ids.workspaceId)),
    ),
    activities: await count(
      db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.workspaceId, ids.workspaceId)),
    ),
    boards: await count(
      db
        .select({ id: boards.id })
        .from(boards)
        .where(inArray(boards.id, anyOf(ids.boardIds))),
    ),
    lists: await count(
      db
        .select({ id: lists.id })
        .from(lists)
        .where(inArray(lists.boardId, anyOf(ids.boardIds))),
    ),
    cards: await count(
      db
        .select({ id: cards.id })
        .from(cards)
        .where(inArray(cards.id, anyOf(ids.cardIds))),
    ),
    comments: await count(
      db
        .select({ id: comments.id })
        .from(comments)
        .where(inArray(comments.cardId, anyOf(ids.cardIds))),
    ),
    notifications: await count(
      db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.workspaceId, ids.workspaceId)),
    ),
    card_followers: await count(
      db
        .select({ id: cardFollowers.cardId })
        .from(cardFollowers)
        .where(eq(cardFollowers.workspaceId, ids.workspaceId)),
    ),
    labels: await count(
      db
        .select({ id: labels.id })
        .from(labels)
        .where(inArray(labels.boardId, anyOf(ids.boardIds))),
    ),
    card_labels: await count(
      db
        .select({ id: cardLabels.labelId })
        .from(cardLabels)
        .where(inArray(cardLabels.cardId, anyOf(ids.cardIds))),
    ),
    checklists: await count(
      db
        .select({ id: checklists.id })
        .from(checklists)
        .where(inArray(checklists.cardId, anyOf(ids.cardIds))),
    ),
    checklist_items: await count(
      db
        .select({ id: checklistItems.id })
        .from(checklistItems)
        .where(inArray(checklistItems.cardId, anyOf(ids.cardIds))),
    ),
    card_search: await count(
      db
        .select({ id: cardSearch.cardId })
        .from(cardSearch)
        .where(inArray(cardSearch.cardId, anyOf(ids.cardIds))),
    ),
  };
}

/** A workspace with something in every table: members of each role, boards, cards, comments… */
async function populatedWorkspace(name: string) {
  const { owner, workspace, board } = await createWorkspaceFixture(ctx, name);
  const admin = await addMember(ctx, workspace.id, 'admin');
  const member = await addMember(ctx, workspace.id, 'member');
  const reader = await addMember(ctx, workspace.id, 'read_only');
  const call = as(ctx, owner);
  const second = await call('POST', `/v1/boards/workspace/${workspace.id}`, { name: 'Roadmap' });
  expect(second.statusCode).toBe(201);
  const extraList = await call('POST', '/v1/lists', { boardId: board.id, name: 'Revisão' });
  expect(extraList.statusCode).toBe(201);
  const card = await as(ctx, member)('POST', '/v1/cards', {
    listId: extraList.json().list.id,
    title: 'Revisar contrato',
    assigneeId: member.id,
  });
  expect(card.statusCode).toBe(201);
  // The reader follows it, so the comment below notifies the reader and the assignee.
  const followed = await as(ctx, reader)('PUT', `/v1/cards/${card.json().card.id}/follow`);
  expect(followed.statusCode).toBe(200);
  const labelled = await as(ctx, member)('POST', `/v1/cards/${card.json().card.id}/labels`, {
    labelId: board.labels[0]!.id,
  });
  expect(labelled.statusCode).toBe(200);
  const checklist = await as(ctx, member)('POST', `/v1/cards/${card.json().card.id}/checklists`, {
    title: 'Passos',
  });
  const item = await as(ctx, member)(
    'POST',
    `/v1/checklists/${checklist.json().checklist.id}/items`,
    {
      text: 'Ler',
    },
  );
  expect(item.statusCode).toBe(201);
  const welcome = board.lists[0]!.cards[0]!;
  for (const [author, cardId] of [
    [member, card.json().card.id],
    [admin, welcome.id],
  ] as const) {
    const comment = await as(ctx, author)('POST', `/v1/comments/card/${cardId}`, {
      content: 'Comentário',
    });
    expect(comment.statusCode).toBe(201);
  }
  const invite = await call('POST', `/v1/workspaces/${workspace.id}/invite`, {
    email: uniqueEmail('convidado'),
  });
  expect(invite.statusCode).toBe(201);
  const holiday = await call('POST', `/v1/workspaces/${workspace.id}/holidays`, {
    date: '2026-01-20',
    name: 'São Sebastião',
  });
  expect(holiday.statusCode).toBe(201);
  return { owner, admin, member, reader, workspace };
}

async function idsOf(workspaceId: string) {
  const { db } = ctx.database;
  const boardIds = (
    await db.select({ id: boards.id }).from(boards).where(eq(boards.workspaceId, workspaceId))
  ).map((row) => row.id);
  const cardIds = (
    await db.select({ id: cards.id }).from(cards).where(inArray(cards.boardId, boardIds))
  ).map((row) => row.id);
  return { workspaceId, boardIds, cardIds };
}

const listedIds = async (user: RegisteredUser) =>
  (await as(ctx, user)('GET', '/v1/workspaces'))
    .json<{ workspaces: { id: string }[] }>()
    .workspaces.map((w) => w.id);

describe('DELETE /v1/workspaces/:id leaves nothing behind', () => {
  it('counts every table that hangs from workspaces, and each one cascades', async () => {
    const below = await tablesBelowWorkspaces(ctx.database.db);
    // A new table referencing a workspace, board, list or card must be counted below (and
    // cascade), or deleting a workspace would leave its rows behind or fail on them.
    expect(Object.fromEntries([...below.entries()].sort())).toEqual({
      activities: ['workspaces:c'],
      boards: ['workspaces:c'],
      card_followers: expect.arrayContaining(['workspace_members:c', 'cards:c']) as unknown,
      card_labels: expect.arrayContaining(['cards:c', 'labels:c']) as unknown,
      card_search: ['cards:c'],
      checklist_items: ['checklists:c'],
      checklists: ['cards:c'],
      labels: ['boards:c'],
      cards: expect.arrayContaining(['boards:c', 'lists:c']) as unknown,
      comments: ['cards:c'],
      notifications: expect.arrayContaining(['workspace_members:c', 'cards:c']) as unknown,
      invites: ['workspaces:c'],
      lists: ['boards:c'],
      workspace_holidays: ['workspaces:c'],
      workspace_members: ['workspaces:c'],
    });
    expect(below.get('cards')).toHaveLength(2);
  });

  it('removes every row of the workspace and none of another', async () => {
    const doomed = await populatedWorkspace('Condenado');
    const kept = await populatedWorkspace('Vizinho');
    const doomedIds = await idsOf(doomed.workspace.id);
    const keptIds = await idsOf(kept.workspace.id);
    const before = await rowsOfWorkspace(ctx.database.db, doomedIds);
    // Something in every table, or a zero afterwards would prove nothing.
    expect(Object.entries(before).filter(([, count]) => count === 0)).toEqual([]);
    expect(before).toMatchObject({ workspace_members: 4, boards: 2, comments: 2, invites: 1 });
    const keptBefore = await rowsOfWorkspace(ctx.database.db, keptIds);

    const response = await as(ctx, doomed.owner)('DELETE', `/v1/workspaces/${doomed.workspace.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect(await rowsOfWorkspace(ctx.database.db, doomedIds)).toEqual({
      workspaces: 0,
      workspace_members: 0,
      invites: 0,
      workspace_holidays: 0,
      activities: 0,
      boards: 0,
      lists: 0,
      cards: 0,
      comments: 0,
      notifications: 0,
      card_followers: 0,
      labels: 0,
      card_labels: 0,
      checklists: 0,
      checklist_items: 0,
      card_search: 0,
    });
    expect(await rowsOfWorkspace(ctx.database.db, keptIds)).toEqual(keptBefore);
    // The people stay: only their membership went.
    for (const user of [doomed.owner, doomed.admin, doomed.member, doomed.reader]) {
      expect((await as(ctx, user)('GET', '/v1/auth/me')).statusCode).toBe(200);
    }
  });

  it('drops it from every former member’s list at once, keeping their other workspaces', async () => {
    const { owner, admin, member, reader, workspace } = await populatedWorkspace('Saindo');
    const elsewhere = await createWorkspaceFixture(ctx, 'Outro lugar');
    await ctx.database.db
      .insert(workspaceMembers)
      .values({ workspaceId: elsewhere.workspace.id, userId: reader.id, role: 'read_only' });
    const own = await as(ctx, member)('POST', '/v1/workspaces', { name: 'Do membro' });
    const ownId = own.json<{ workspace: { id: string } }>().workspace.id;
    for (const user of [owner, admin, member, reader]) {
      expect(await listedIds(user)).toContain(workspace.id);
    }

    expect((await as(ctx, owner)('DELETE', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(204);

    expect(await listedIds(owner)).toEqual([]);
    expect(await listedIds(admin)).toEqual([]);
    expect(await listedIds(member)).toEqual([ownId]);
    expect(await listedIds(reader)).toEqual([elsewhere.workspace.id]);
    const [board] = (await idsOf(elsewhere.workspace.id)).boardIds;
    for (const user of [owner, admin, member, reader]) {
      const call = as(ctx, user);
      expect((await call('GET', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(404);
      expect((await call('GET', `/v1/boards/workspace/${workspace.id}`)).statusCode).toBe(404);
      expect(
        (await call('POST', '/v1/boards/default', { workspaceId: workspace.id })).statusCode,
      ).toBe(404);
    }
    expect((await as(ctx, reader)('GET', `/v1/boards/${board}`)).statusCode).toBe(200);
  });

  it('spends its pending invites: the link no longer opens anything', async () => {
    const { owner, workspace } = await populatedWorkspace('Convites');
    const [invite] = await ctx.database.db
      .select({ token: invites.token })
      .from(invites)
      .where(eq(invites.workspaceId, workspace.id));
    const info = await as(ctx, null)('GET', `/v1/workspaces/invite/info/${invite!.token}`);
    expect(info.statusCode).toBe(200);
    await as(ctx, owner)('DELETE', `/v1/workspaces/${workspace.id}`);
    const gone = await as(ctx, null)('GET', `/v1/workspaces/invite/info/${invite!.token}`);
    expect(gone.statusCode).toBe(404);
  });

  it('publishes the end of each of its boards and of each membership', async () => {
    const { owner, admin, member, reader, workspace } = await populatedWorkspace('Avisos');
    const { boardIds } = await idsOf(workspace.id);
    const received: { type: string; workspaceId: string; boardId?: string; userId?: string }[] = [];
    const listener = await ctx.database.listen('quadro_changes', {
      message: (payload) => received.push(JSON.parse(payload) as (typeof received)[number]),
    });
    try {
      expect((await as(ctx, owner)('DELETE', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(
        204,
      );
      const ofWorkspace = () => received.filter((e) => e.workspaceId === workspace.id);
      await expect
        .poll(() =>
          ofWorkspace()
            .filter((e) => e.type === 'board-deleted')
            .map((e) => e.boardId),
        )
        .toEqual(expect.arrayContaining(boardIds));
      await expect
        .poll(() =>
          ofWorkspace()
            .filter((e) => e.type === 'member-removed')
            .map((e) => e.userId)
            .sort(),
        )
        .toEqual([owner.id, admin.id, member.id, reader.id].sort());
    } finally {
      await listener.stop();
    }
  });
});

describe('DELETE /v1/workspaces/:id, who may', () => {
  it('is refused to admin, member and read_only (403), a stranger (404) and no session (401)', async () => {
    const { workspace, admin, member, reader } = await populatedWorkspace('Protegido');
    const ids = await idsOf(workspace.id);
    const before = await rowsOfWorkspace(ctx.database.db, ids);
    const stranger = await createUser(ctx);
    const url = `/v1/workspaces/${workspace.id}`;
    const statuses = {
      admin: (await as(ctx, admin)('DELETE', url)).statusCode,
      member: (await as(ctx, member)('DELETE', url)).statusCode,
      read_only: (await as(ctx, reader)('DELETE', url)).statusCode,
      stranger: (await as(ctx, stranger)('DELETE', url)).statusCode,
      anonymous: (await as(ctx, null)('DELETE', url)).statusCode,
    };
    expect(statuses).toEqual({
      admin: 403,
      member: 403,
      read_only: 403,
      stranger: 404,
      anonymous: 401,
    });
    // A refusal changes nothing, and does not even write an activity.
    expect(await rowsOfWorkspace(ctx.database.db, ids)).toEqual(before);
  });

  it('answers 404 for a workspace already gone, and to an owner of another workspace', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx, 'Duas vezes');
    const other = await createWorkspaceFixture(ctx, 'De outra pessoa');
    const foreign = await as(ctx, owner)('DELETE', `/v1/workspaces/${other.workspace.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Workspace não encontrado', code: 'NOT_FOUND' });
    expect(await listedIds(other.owner)).toEqual([other.workspace.id]);
    expect((await as(ctx, owner)('DELETE', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(204);
    expect((await as(ctx, owner)('DELETE', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(404);
  });
});
