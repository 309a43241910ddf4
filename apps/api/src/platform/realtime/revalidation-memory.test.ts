import { tracingChannel } from 'node:diagnostics_channel';
import { applyBoardChanges, BOARD_VERSION_HEADER, type BoardChanges } from '@quadro/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { boards, sessions, workspaceMembers } from '../db/schema/index.js';
import { endTrial } from '../../../test/checkout.js';
import { as, addMember, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';
import {
  createTestApp,
  statementRecorder,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';

// Revalidations are answered from this instance's memory (access-memory.ts). Whatever changes,
// through this instance or beside it, must not be answered from what it remembered before.

let ctx: TestContext;
let origin: string;
const recorded = statementRecorder();
beforeAll(async () => {
  ctx = await createTestApp({ onQuery: recorded.onQuery });
  origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

const boardUrl = (boardId: string) => `/v1/boards/${boardId}`;

/** A revalidation of `etag`, after which the memory holds the answer. */
const revalidate = (user: RegisteredUser, boardId: string, etag: string) =>
  as(ctx, user)('GET', boardUrl(boardId), undefined, { 'if-none-match': etag });

async function etagOf(user: RegisteredUser, boardId: string): Promise<string> {
  const response = await as(ctx, user)('GET', boardUrl(boardId));
  expect(response.statusCode).toBe(200);
  return response.headers.etag as string;
}

/**
 * Resolves once this instance has heard every change committed so far, so none of them can make it
 * forget what a test has it remember next (on PostgreSQL they arrive whenever the listener reads
 * them). A version bump committed after them reaches the board's event stream after them, and the
 * stream hears each change after the memory (app.ts).
 */
async function hearEverything(user: RegisteredUser, boardId: string): Promise<void> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${boardUrl(boardId)}/events`,
    headers: { authorization: `Bearer ${user.token}` },
    payloadAsStream: true,
  });
  let text = '';
  let bumped: number | undefined;
  for await (const chunk of response.stream()) {
    text += String(chunk);
    if (bumped === undefined && text.includes('event: ready')) {
      const [row] = await ctx.database.db
        .update(boards)
        .set({ version: sql`${boards.version} + 1` })
        .where(eq(boards.id, boardId))
        .returning({ version: boards.version });
      bumped = row!.version;
    }
    if (bumped !== undefined && text.includes(`"version":${bumped}`)) return;
  }
  throw new Error('the event stream ended before the version bump arrived');
}

/** A board read once by `user`, so the next revalidation is answered from memory. */
async function rememberedBoard() {
  const fixture = await createWorkspaceFixture(ctx, 'Memória');
  await hearEverything(fixture.owner, fixture.board.id);
  const etag = await etagOf(fixture.owner, fixture.board.id);
  recorded.reset();
  expect((await revalidate(fixture.owner, fixture.board.id, etag)).statusCode).toBe(304);
  expect(recorded.statements).toEqual([]);
  return { ...fixture, etag };
}

// A change made beside this instance (another instance, or SQL) reaches it as its NOTIFY does.
const heard = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

it('never answers 304 for a version a change through this instance has replaced', async () => {
  const { owner, board, etag: first } = await rememberedBoard();
  const listId = board.lists[0]!.id;
  let etag = first;
  for (let i = 0; i < 40; i += 1) {
    const change =
      i % 2 === 0
        ? await as(ctx, owner)('PATCH', boardUrl(board.id), { name: `Quadro ${i}` })
        : await as(ctx, owner)('POST', '/v1/cards', { listId, title: `Cartão ${i}` });
    expect(change.statusCode).toBeLessThan(300);
    const after = await revalidate(owner, board.id, etag);
    expect(after.statusCode).toBe(200);
    etag = after.headers.etag as string;
    expect((await revalidate(owner, board.id, etag)).statusCode).toBe(304);
  }
});

it('keeps the version it remembers when a change is refused after taking its locks', async () => {
  const { owner, workspace, board } = await createWorkspaceFixture(ctx, 'Recusa');
  const reader = await addMember(ctx, workspace.id, 'read_only');
  const member = await addMember(ctx, workspace.id, 'member');
  await hearEverything(owner, board.id);
  const etag = await etagOf(owner, board.id);
  expect((await revalidate(owner, board.id, etag)).statusCode).toBe(304);
  const card = board.lists[0]!.cards[0]!;
  const rename = (user: RegisteredUser) =>
    as(ctx, user)('PATCH', `/v1/cards/${card.id}`, { title: 'Recusado' });
  expect((await rename(reader)).statusCode).toBe(403);
  await endTrial(ctx, owner.id);
  expect((await rename(member)).statusCode).toBe(402);
  recorded.reset();
  expect((await revalidate(owner, board.id, etag)).statusCode).toBe(304);
  expect(recorded.statements).toEqual([]);
  expect(await etagOf(owner, board.id)).toBe(etag);
});

it('hears a version changed beside this instance', async () => {
  const { owner, board, etag } = await rememberedBoard();
  await ctx.database.db
    .update(boards)
    .set({ version: sql`${boards.version} + 1` })
    .where(eq(boards.id, board.id));
  await heard(async () => expect((await revalidate(owner, board.id, etag)).statusCode).toBe(200));
});

it('refuses a session at once when this instance ends it', async () => {
  const { owner, board, etag } = await rememberedBoard();
  const logout = await as(ctx, owner)('POST', '/v1/auth/logout', {});
  expect(logout.statusCode).toBe(204);
  const after = await revalidate(owner, board.id, etag);
  expect(after.statusCode).toBe(401);
  expect(after.json().code).toBe('SESSION_REVOKED');
});

it('refuses a session ended beside this instance once it hears of it', async () => {
  const { owner, board, etag } = await rememberedBoard();
  await ctx.database.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.userId, owner.id));
  await heard(async () => expect((await revalidate(owner, board.id, etag)).statusCode).toBe(401));
});

it('refuses a member at once when this instance removes them', async () => {
  const { owner, workspace, board } = await rememberedBoard();
  const member = await addMember(ctx, workspace.id, 'member');
  const etag = await etagOf(member, board.id);
  expect((await revalidate(member, board.id, etag)).statusCode).toBe(304);
  const removal = await as(ctx, owner)(
    'DELETE',
    `/v1/workspaces/${workspace.id}/members/${member.id}`,
  );
  expect(removal.statusCode).toBe(204);
  expect((await revalidate(member, board.id, etag)).statusCode).toBe(404);
});

it('refuses a member removed beside this instance once it hears of it', async () => {
  const { workspace, board } = await rememberedBoard();
  const member = await addMember(ctx, workspace.id, 'member');
  const etag = await etagOf(member, board.id);
  expect((await revalidate(member, board.id, etag)).statusCode).toBe(304);
  await ctx.database.db.delete(workspaceMembers).where(eq(workspaceMembers.userId, member.id));
  await heard(async () => expect((await revalidate(member, board.id, etag)).statusCode).toBe(404));
});

it('answers 404 at once for a board or a workspace this instance deleted', async () => {
  const { owner, workspace, board, etag } = await rememberedBoard();
  const second = await as(ctx, owner)('POST', `/v1/boards/workspace/${workspace.id}`, {
    name: 'Outro',
  });
  const otherId = second.json().board.id as string;
  const otherEtag = await etagOf(owner, otherId);

  expect((await as(ctx, owner)('DELETE', boardUrl(board.id))).statusCode).toBe(204);
  expect((await revalidate(owner, board.id, etag)).statusCode).toBe(404);

  expect((await revalidate(owner, otherId, otherEtag)).statusCode).toBe(304);
  expect((await as(ctx, owner)('DELETE', `/v1/workspaces/${workspace.id}`)).statusCode).toBe(204);
  expect((await revalidate(owner, otherId, otherEtag)).statusCode).toBe(404);
});

it('still reads the database for a request without If-None-Match', async () => {
  const { owner, board } = await rememberedBoard();
  recorded.reset();
  expect((await as(ctx, owner)('GET', boardUrl(board.id))).statusCode).toBe(200);
  expect(recorded.statements.join('\n')).toMatch(/from "boards"/);
});

it('serves a step of changes from memory only to a viewer who may take what it knows', async () => {
  const { owner, workspace, board } = await rememberedBoard();
  const member = await addMember(ctx, workspace.id, 'member');
  await hearEverything(owner, board.id);
  const since = (await as(ctx, member)('GET', boardUrl(board.id))).json().board.version as number;
  const url = `${boardUrl(board.id)}/changes?since=${since}`;
  const card = board.lists[0]!.cards[0]!;
  expect(
    (await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { title: 'Lido' })).statusCode,
  ).toBe(200);
  const built = await as(ctx, owner)('GET', url);
  expect(built.statusCode).toBe(200);
  const reading = async (query: string, headers: Record<string, string> = {}) => {
    recorded.reset();
    const served = await as(ctx, member)('GET', `${url}${query}`, undefined, headers);
    expect([served.statusCode, served.body]).toEqual([200, built.body]);
    return recorded.statements.length;
  };

  // Told of the version the step reaches, or revalidating: from memory.
  expect(await reading(`&reached=${since + 1}`)).toBe(0);
  expect(await reading('', { 'if-none-match': `"${board.id}.${since}"` })).toBe(0);
  // Knowing of nothing, or of a version the step does not reach: the database says.
  expect(await reading('')).toBeGreaterThan(0);
  expect(await reading(`&reached=${since + 2}`)).toBeGreaterThan(0);

  const removal = await as(ctx, owner)(
    'DELETE',
    `/v1/workspaces/${workspace.id}/members/${member.id}`,
  );
  expect(removal.statusCode).toBe(204);
  const refused = await as(ctx, member)('GET', `${url}&reached=${since + 1}`);
  expect(refused.statusCode).toBe(404);
});

it('serves the step a one-card write left here, as the database builds it', async () => {
  const { owner, workspace, board } = await rememberedBoard();
  const member = await addMember(ctx, workspace.id, 'member');
  await hearEverything(owner, board.id);
  const [first, second] = board.lists;
  const card = first!.cards[0]!;
  const write = (method: 'POST' | 'PATCH', url: string, body: object) => async () =>
    expect((await as(ctx, owner)(method, url, body)).statusCode).toBeLessThan(300);
  const steps: { name: string; make: () => Promise<void>; longPath?: boolean }[] = [
    // The long path leaves no step: the database builds it.
    {
      name: 'assignee',
      make: write('PATCH', `/v1/cards/${card.id}`, { assigneeId: member.id }),
      longPath: true,
    },
    { name: 'rename', make: write('PATCH', `/v1/cards/${card.id}`, { title: 'Renomeado' }) },
    {
      name: 'move',
      make: write('POST', '/v1/cards/move', {
        cardId: card.id,
        sourceListId: first!.id,
        destinationListId: second!.id,
        newPosition: 0,
      }),
    },
    {
      name: 'create',
      make: write('POST', '/v1/cards', { listId: second!.id, title: 'Novo', position: 1 }),
    },
    { name: 'archive', make: write('POST', `/v1/cards/${card.id}/archive`, {}), longPath: true },
    {
      name: 'edit of an archived card',
      make: write('PATCH', `/v1/cards/${card.id}`, { description: 'Arquivado' }),
    },
  ];
  for (const { name, make, longPath } of steps) {
    const before = await loadBoard(ctx, member, board.id);
    await make();
    const url = `${boardUrl(board.id)}/changes?since=${before.version}&reached=${before.version + 1}`;
    recorded.reset();
    const served = await as(ctx, member)('GET', url);
    expect(served.statusCode, name).toBe(200);
    expect(recorded.statements.length > 0, name).toBe(!!longPath);
    // An instance started after the write, which no step reached: it builds it from the database.
    const other = await createTestApp({ database: ctx.database });
    const built = await as(other, member)('GET', url).finally(() => other.close());
    expect(served.json(), name).toEqual(built.json());
    const { changes } = served.json<{ changes: BoardChanges }>();
    expect(applyBoardChanges(before, changes), name).toEqual(
      await loadBoard(ctx, member, board.id),
    );
  }
});

it("serves a writer's next read from memory when it names the version its write answered", async () => {
  const { owner, board } = await rememberedBoard();
  await hearEverything(owner, board.id);
  const card = board.lists[0]!.cards[0]!;
  const since = (await loadBoard(ctx, owner, board.id)).version;
  const written = await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { title: 'Meu' });
  const reached = written.headers[BOARD_VERSION_HEADER.toLowerCase()];
  recorded.reset();
  const url = `${boardUrl(board.id)}/changes?since=${since}&reached=${reached}`;
  const served = await as(ctx, owner)('GET', url);
  expect(served.statusCode).toBe(200);
  expect(recorded.statements).toEqual([]);
  expect(served.json().changes.cards).toMatchObject([{ id: card.id, title: 'Meu' }]);
});

/** Headers as sent, without those Node writes itself on every answer. */
const sentHeaders = (headers: Record<string, unknown>) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

it('answers a remembered revalidation over a socket ahead of Fastify, as Fastify answers it', async () => {
  const { owner, board, etag } = await rememberedBoard();
  const overSocket = (ifNoneMatch: string) =>
    fetch(`${origin}${boardUrl(board.id)}`, {
      headers: { authorization: `Bearer ${owner.token}`, 'if-none-match': ifNoneMatch },
    });
  // The route handlers Fastify runs.
  const handled: string[] = [];
  const handlers = tracingChannel<string, { request: { url: string } }>('fastify.request.handler');
  const ignored = () => {};
  const seen = {
    start: ({ request }: { request: { url: string } }) => void handled.push(request.url),
    end: ignored,
    asyncStart: ignored,
    asyncEnd: ignored,
    error: ignored,
  };
  handlers.subscribe(seen);
  try {
    const byFastify = await revalidate(owner, board.id, etag);
    expect(handled).toEqual([boardUrl(board.id)]);
    recorded.reset();
    const early = await overSocket(etag);
    expect(early.status).toBe(304);
    expect(handled).toHaveLength(1);
    expect(recorded.statements).toEqual([]);
    expect(sentHeaders(Object.fromEntries(early.headers))).toEqual(sentHeaders(byFastify.headers));

    expect((await overSocket('"outra"')).status).toBe(200);
    expect((await as(ctx, owner)('POST', '/v1/auth/logout', {})).statusCode).toBe(204);
    expect((await overSocket(etag)).status).toBe(401);
  } finally {
    handlers.unsubscribe(seen);
  }
});
