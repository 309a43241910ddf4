import type { Activity, ActivitiesResponse } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, users } from '../../platform/db/schema/index.js';
import { addMember, as, createUser, createWorkspaceFixture } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { recordActivity } from '../../domain/activities/record-activity.js';

let ctx: TestContext;
let queries: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ onQuery: (query) => queries.push(query) });
});
afterAll(() => ctx.close());

const randomId = '00000000-0000-4000-8000-000000000000';
const url = (workspaceId: string, query = '') =>
  `/v1/workspaces/${workspaceId}/activities${query ? `?${query}` : ''}`;
const base64url = (text: string) => Buffer.from(text).toString('base64url');

async function page(
  user: Parameters<typeof as>[1],
  workspaceId: string,
  query = '',
): Promise<ActivitiesResponse> {
  const response = await as(ctx, user)('GET', url(workspaceId, query));
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<ActivitiesResponse>();
}

/** Every page from the first, following nextCursor. */
async function allPages(
  user: Parameters<typeof as>[1],
  workspaceId: string,
  query: string,
): Promise<{ pages: Activity[][]; cursors: (string | null)[] }> {
  const pages: Activity[][] = [];
  const cursors: (string | null)[] = [];
  let cursor: string | null = null;
  do {
    const cursorQuery: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const result = await page(user, workspaceId, `${query}${cursorQuery}`);
    pages.push(result.activities);
    cursors.push(result.nextCursor);
    cursor = result.nextCursor;
    if (pages.length > 100) throw new Error('pagination does not end');
  } while (cursor);
  return { pages, cursors };
}

/** The workspace's rows as the database orders them, newest first. */
async function storedIds(workspaceId: string, entityType?: string) {
  const rows = await ctx.database.db
    .select({ id: activities.id, entityType: activities.entityType })
    .from(activities)
    .where(eq(activities.workspaceId, workspaceId))
    .orderBy(sql`${activities.createdAt} desc, ${activities.id} desc`);
  return rows.filter((row) => !entityType || row.entityType === entityType).map((row) => row.id);
}

describe('GET /v1/workspaces/:id/activities', () => {
  it('answers the history newest first, with its author and what was recorded', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const [first, second] = board.lists;
    const api = as(ctx, owner);
    const created = await api('POST', '/v1/cards', { listId: first!.id, title: 'Orçamento' });
    const cardId = created.json<{ card: { id: string } }>().card.id;
    await api('POST', '/v1/cards/move', {
      cardId,
      sourceListId: first!.id,
      destinationListId: second!.id,
      newPosition: 0,
    });

    const { activities: history, nextCursor } = await page(owner, workspace.id);
    expect(nextCursor).toBeNull();
    expect(history.slice(0, 2).map((a) => `${a.entityType}:${a.action}`)).toEqual([
      'card:move',
      'card:create',
    ]);
    expect(history.map((a) => a.id)).toEqual(await storedIds(workspace.id));
    expect(history[0]).toEqual({
      id: expect.any(String),
      action: 'move',
      entityType: 'card',
      userName: owner.name,
      userEmail: owner.email,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      metadata: { name: 'Orçamento', fromList: first!.name, toList: second!.name },
    });
    const times = history.map((a) => Date.parse(a.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps the history of a deleted card, and of an author whose account is gone', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const list = board.lists[0]!;
    const member = await addMember(ctx, workspace.id, 'member');
    const created = await as(ctx, member)('POST', '/v1/cards', {
      listId: list.id,
      title: 'Contrato',
    });
    const cardId = created.json<{ card: { id: string } }>().card.id;
    expect((await as(ctx, owner)('DELETE', `/v1/cards/${cardId}`)).statusCode).toBe(204);
    await ctx.database.db.delete(users).where(eq(users.id, member.id));

    const { activities: cards } = await page(owner, workspace.id, 'entityType=card');
    expect(cards.slice(0, 2)).toMatchObject([
      {
        action: 'delete',
        userName: owner.name,
        userEmail: owner.email,
        metadata: { name: 'Contrato', listName: list.name },
      },
      {
        action: 'create',
        userName: null,
        userEmail: null,
        metadata: { name: 'Contrato', listName: list.name },
      },
    ]);
  });

  it('filters by each entity type the panel offers', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const api = as(ctx, owner);
    await api('POST', '/v1/lists', { boardId: board.id, name: 'Revisão' });
    const { card } = (
      await api('POST', '/v1/cards', { listId: board.lists[0]!.id, title: 'Revisar' })
    ).json<{ card: { id: string } }>();
    await api('POST', `/v1/cards/${card.id}/labels`, { labelId: board.labels[3]!.id });
    const { checklist } = (
      await api('POST', `/v1/cards/${card.id}/checklists`, { title: 'Passos' })
    ).json<{ checklist: { id: string } }>();
    await api('POST', `/v1/checklists/${checklist.id}/items`, { text: 'Ler' });
    await recordActivity(ctx.database.db, {
      workspaceId: workspace.id,
      userId: owner.id,
      action: 'invite',
      entityType: 'member',
      entityId: owner.id,
      metadata: { name: 'Ana', oldRole: 'member', newRole: 'admin', boardId: board.id },
    });

    for (const entityType of ['card', 'list', 'member', 'board', 'label', 'checklist'] as const) {
      const { activities: found } = await page(owner, workspace.id, `entityType=${entityType}`);
      expect(found.length, entityType).toBeGreaterThan(0);
      expect(found.every((a) => a.entityType === entityType)).toBe(true);
      expect(found.map((a) => a.id)).toEqual(await storedIds(workspace.id, entityType));
    }
    const { activities: members } = await page(owner, workspace.id, 'entityType=member');
    // Only the keys of spec §3 leave the server.
    expect(members[0]?.metadata).toEqual({ name: 'Ana', oldRole: 'member', newRole: 'admin' });
    // A label put on a card names its colour and the card; a checklist item, its list and card.
    const { activities: labels } = await page(owner, workspace.id, 'entityType=label');
    expect(labels.map(({ action, metadata }) => ({ action, metadata }))).toEqual([
      { action: 'add_to_card', metadata: { name: '', color: 'red', card: 'Revisar' } },
    ]);
    const { activities: checklists } = await page(owner, workspace.id, 'entityType=checklist');
    expect(checklists.map(({ action, metadata }) => ({ action, metadata }))).toEqual([
      { action: 'add_item', metadata: { item: 'Ler', checklist: 'Passos', card: 'Revisar' } },
      { action: 'create', metadata: { name: 'Passos', card: 'Revisar' } },
    ]);
    const { activities: everything } = await page(owner, workspace.id);
    expect(everything.map((a) => a.id)).toEqual(await storedIds(workspace.id));
  });

  it('pages through every row exactly once, ties and microseconds included', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const rows = (count: number, spread: boolean) =>
      Array.from({ length: count }, (_, i) => ({
        workspaceId: workspace.id,
        userId: owner.id,
        action: 'update' as const,
        entityType: i % 2 ? ('card' as const) : ('list' as const),
        entityId: owner.id,
        metadata: { name: `Item ${i}` },
        // Within one millisecond, so a cursor rounded to milliseconds would skip or repeat rows.
        ...(spread ? { createdAt: sql`now() - ${i} * interval '1 microsecond'` } : {}),
      }));
    // One statement: these share one created_at and are ordered by id alone.
    await ctx.database.db.insert(activities).values(rows(60, false));
    await ctx.database.db.insert(activities).values(rows(70, true));
    const expected = await storedIds(workspace.id);
    expect(expected.length).toBeGreaterThan(130);

    for (const limit of [7, 50, 100]) {
      const { pages, cursors } = await allPages(owner, workspace.id, `limit=${limit}`);
      const ids = pages.flat().map((a) => a.id);
      expect(ids, `limit ${limit}`).toEqual(expected);
      expect(pages.slice(0, -1).every((p) => p.length === limit)).toBe(true);
      expect(cursors.at(-1)).toBeNull();
    }
    const { pages: cardPages } = await allPages(owner, workspace.id, 'entityType=card&limit=9');
    expect(cardPages.flat().map((a) => a.id)).toEqual(await storedIds(workspace.id, 'card'));

    // A row written while someone is paging does not shift the pages after it.
    const first = await page(owner, workspace.id, 'limit=10');
    await recordActivity(ctx.database.db, {
      workspaceId: workspace.id,
      userId: owner.id,
      action: 'create',
      entityType: 'card',
      entityId: owner.id,
    });
    const second = await page(owner, workspace.id, `limit=10&cursor=${first.nextCursor}`);
    expect(second.activities.map((a) => a.id)).toEqual(expected.slice(10, 20));
  });

  it('answers 50 by default and at most 100', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    await ctx.database.db.insert(activities).values(
      Array.from({ length: 120 }, () => ({
        workspaceId: workspace.id,
        userId: owner.id,
        action: 'update' as const,
        entityType: 'card' as const,
        entityId: owner.id,
      })),
    );
    expect((await page(owner, workspace.id)).activities).toHaveLength(50);
    expect((await page(owner, workspace.id, 'limit=100')).activities).toHaveLength(100);
    expect((await page(owner, workspace.id, 'limit=1')).activities).toHaveLength(1);
    for (const limit of ['0', '101', '-1', '1.5', 'abc', '']) {
      const response = await as(ctx, owner)('GET', url(workspace.id, `limit=${limit}`));
      expect(response.statusCode, `limit=${limit}`).toBe(400);
      expect(response.json()).toEqual({
        error: 'O limite deve ser um número entre 1 e 100',
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('refuses a cursor it did not make, and an unknown entity type', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const cursors = [
      'abc',
      '!!!',
      base64url(`2024-01-01T00:00:00.000000Z|not-a-uuid`),
      base64url(`2024-02-31T00:00:00.000000Z|${randomId}`),
      base64url(`2024-01-01T00:00:00.000Z|${randomId}`),
      base64url(`0000-01-01T00:00:00.000000Z|${randomId}`),
      base64url(`2024-01-01T00:00:00.000000Z|${randomId}|x`),
      'x'.repeat(201),
    ];
    for (const cursor of cursors) {
      const response = await as(ctx, owner)(
        'GET',
        url(workspace.id, `cursor=${encodeURIComponent(cursor)}`),
      );
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json(), cursor).toEqual({
        error: 'Cursor inválido',
        code: 'VALIDATION_ERROR',
      });
    }
    // A well-formed key that matches no row is simply a point in time: everything before it.
    const past = base64url(`2000-01-01T00:00:00.000000Z|${randomId}`);
    expect(await page(owner, workspace.id, `cursor=${past}`)).toEqual({
      activities: [],
      nextCursor: null,
    });

    for (const entityType of ['workspace', 'comment', 'CARD', '']) {
      const response = await as(ctx, owner)('GET', url(workspace.id, `entityType=${entityType}`));
      expect(response.statusCode, entityType).toBe(400);
      expect(response.json()).toEqual({
        error: 'Tipo de atividade inválido',
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('answers any member, 404 to a stranger or an unknown workspace, 401 without a session', async () => {
    const { workspace } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const stranger = await createUser(ctx);

    expect((await as(ctx, reader)('GET', url(workspace.id))).statusCode).toBe(200);
    const refused = await as(ctx, stranger)('GET', url(workspace.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Workspace não encontrado', code: 'NOT_FOUND' });
    expect((await as(ctx, stranger)('GET', url(randomId))).statusCode).toBe(404);
    expect((await as(ctx, stranger)('GET', url('nao-e-um-id'))).statusCode).toBe(400);
    const anonymous = await as(ctx, null)('GET', url(workspace.id));
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads a page, its authors included, in one query', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const members = await Promise.all(
      Array.from({ length: 5 }, () => addMember(ctx, workspace.id, 'member')),
    );
    for (const member of members)
      await recordActivity(ctx.database.db, {
        workspaceId: workspace.id,
        userId: member.id,
        action: 'join',
        entityType: 'member',
        entityId: member.id,
      });
    queries = [];
    const { activities: found } = await page(owner, workspace.id);
    expect(new Set(found.map((a) => a.userEmail)).size).toBe(6);
    expect(queries.filter((query) => /from "activities"/.test(query))).toHaveLength(1);
    expect(queries.find((query) => /from "activities"/.test(query))).toMatch(/left join "users"/);
  });
});
