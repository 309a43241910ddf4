import { gunzipSync } from 'node:zlib';
import {
  API_ERRORS,
  applyBoardChanges,
  boardChangesResponseSchema,
  MAX_BOARD_CHANGES,
  type BoardChanges,
} from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/client.js';
import { COMPRESS_MIN_BYTES } from '../../platform/http/compress-threshold.js';
import {
  addMember,
  as,
  createCardFixture,
  createUser,
  createWorkspaceFixture,
  loadBoard,
} from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const changesUrl = (boardId: string, since: number | string) =>
  `/v1/boards/${boardId}/changes?since=${since}`;

describe('GET /v1/boards/:id/changes', () => {
  it('answers a renamed card alone, at its place, with the board’s new version', async () => {
    const { owner, board: created, card } = await createCardFixture(ctx);
    const board = await loadBoard(ctx, owner, created.id);
    const call = as(ctx, owner);
    expect((await call('PATCH', `/v1/cards/${card.id}`, { title: 'Renomeado' })).statusCode).toBe(
      200,
    );

    const response = await call('GET', changesUrl(board.id, board.version));
    expect(response.statusCode).toBe(200);
    const { changes } = boardChangesResponseSchema.parse(response.json());
    expect(changes.since).toBe(board.version);
    expect(changes.board.version).toBe(board.version + 1);
    expect(changes.lists).toEqual([]);
    expect(changes.cards.map(({ id, title, position }) => ({ id, title, position }))).toEqual([
      { id: card.id, title: 'Renomeado', position: card.position },
    ]);
    expect([changes.removedCardIds, changes.removedListIds]).toEqual([[], []]);
    expect(response.headers.etag).toBe(`"${board.id}.${board.version + 1}"`);
    expect(applyBoardChanges(board, changes)).toEqual(await loadBoard(ctx, owner, board.id));
  });

  it('names deleted and archived cards, and a list archived, as removed', async () => {
    const { owner, board, card } = await createCardFixture(ctx);
    const call = as(ctx, owner);
    const other = (
      await call('POST', '/v1/cards', { listId: board.lists[1]!.id, title: 'Outro' })
    ).json<{ card: { id: string } }>().card;
    const before = await loadBoard(ctx, owner, board.id);
    expect((await call('DELETE', `/v1/cards/${card.id}`)).statusCode).toBe(204);
    expect((await call('POST', `/v1/cards/${other.id}/archive`)).statusCode).toBe(200);
    expect((await call('POST', `/v1/lists/${board.lists[2]!.id}/archive`)).statusCode).toBe(200);

    const { changes } = (await call('GET', changesUrl(board.id, before.version))).json<{
      changes: BoardChanges;
    }>();
    expect(new Set(changes.removedCardIds)).toEqual(new Set([card.id, other.id]));
    expect(changes.removedListIds).toEqual([board.lists[2]!.id]);
    expect(applyBoardChanges(before, changes)).toEqual(await loadBoard(ctx, owner, board.id));
  });

  it('brings a restored list back with all its cards', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const call = as(ctx, owner);
    const list = board.lists[1]!;
    for (const title of ['Um', 'Dois']) await call('POST', '/v1/cards', { listId: list.id, title });
    await call('POST', `/v1/lists/${list.id}/archive`);
    const archived = await loadBoard(ctx, owner, board.id);
    expect((await call('POST', `/v1/lists/${list.id}/restore`)).statusCode).toBe(200);

    const { changes } = (await call('GET', changesUrl(board.id, archived.version))).json<{
      changes: BoardChanges;
    }>();
    expect(changes.lists.map(({ id }) => id)).toEqual([list.id]);
    expect(changes.cards.map(({ title }) => title)).toEqual(['Um', 'Dois']);
    expect(applyBoardChanges(archived, changes)).toEqual(await loadBoard(ctx, owner, board.id));
  });

  it('answers 304 to the ETag of the version asked from, and nothing changed at that version', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const call = as(ctx, owner);
    const url = changesUrl(board.id, board.version);
    const etag = `"${board.id}.${board.version}"`;
    expect((await call('GET', url, undefined, { 'if-none-match': etag })).statusCode).toBe(304);

    const same = await call('GET', url);
    expect(same.statusCode).toBe(200);
    const { changes } = same.json<{ changes: BoardChanges }>();
    expect([changes.board.version, changes.lists, changes.cards]).toEqual([board.version, [], []]);

    await call('PATCH', `/v1/boards/${board.id}`, { name: 'Outro nome' });
    const renamed = await call('GET', url, undefined, { 'if-none-match': etag });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ changes: BoardChanges }>().changes.board.name).toBe('Outro nome');
  });

  it('is gzipped when asked and not small, and the same for every viewer of the step', async () => {
    const { owner, workspace, board: created, card } = await createCardFixture(ctx);
    const board = await loadBoard(ctx, owner, created.id);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const zip = { 'accept-encoding': 'gzip' };
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { description: 'Nova' });
    const small = await as(ctx, owner)('GET', changesUrl(board.id, board.version), undefined, zip);
    expect(Buffer.byteLength(small.body)).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();

    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, {
      description: 'Uma descrição longa. '.repeat(80),
    });
    const url = changesUrl(board.id, board.version);
    const plain = await as(ctx, reader)('GET', url);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const zipped = await as(ctx, owner)('GET', url, undefined, zip);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('answers a step already asked for again, and builds it anew once the board has moved on', async () => {
    const { owner, workspace, board: created, card } = await createCardFixture(ctx);
    const board = await loadBoard(ctx, owner, created.id);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const url = changesUrl(board.id, board.version);
    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { title: 'Primeiro' });
    const first = await as(ctx, owner)('GET', url);
    expect((await as(ctx, reader)('GET', url)).body).toBe(first.body);

    await as(ctx, owner)('PATCH', `/v1/cards/${card.id}`, { description: 'Depois' });
    const { changes } = (await as(ctx, reader)('GET', url)).json<{ changes: BoardChanges }>();
    expect(changes.board.version).toBe(board.version + 2);
    expect(changes.cards.map(({ title, description }) => [title, description])).toEqual([
      ['Primeiro', 'Depois'],
    ]);
    expect(applyBoardChanges(board, changes)).toEqual(await loadBoard(ctx, owner, board.id));
  });

  it('answers 410 for a version ahead of the board, or one the log no longer holds', async () => {
    const { owner, board: created, card } = await createCardFixture(ctx);
    const board = await loadBoard(ctx, owner, created.id);
    const call = as(ctx, owner);
    // The greatest version a board can have is ahead of this one too.
    expect((await call('GET', changesUrl(board.id, 2_147_483_647))).statusCode).toBe(410);
    const ahead = await call('GET', changesUrl(board.id, board.version + 1));
    expect([ahead.statusCode, ahead.json()]).toEqual([
      410,
      { error: API_ERRORS.BOARD_CHANGES_GONE.message, code: 'BOARD_CHANGES_GONE' },
    ]);

    await call('PATCH', `/v1/cards/${card.id}`, { title: 'Depois' });
    await call('PATCH', `/v1/cards/${card.id}`, { title: 'Depois ainda' });
    // A purge took the oldest of the two versions after board.version.
    await ctx.database.db.execute(
      sql`delete from board_changes where board_id = ${board.id} and version = ${board.version + 1}`,
    );
    expect((await call('GET', changesUrl(board.id, board.version))).statusCode).toBe(410);
    expect((await call('GET', changesUrl(board.id, board.version + 1))).statusCode).toBe(200);
  });

  it(`answers 410 past ${MAX_BOARD_CHANGES} changed cards and lists: the whole board is cheaper`, async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const listId = board.lists[0]!.id;
    // As many cards as the cap, in one statement, at the next version.
    await ctx.database.db.execute(
      sql`update boards set version = version + 1 where id = ${board.id}`,
    );
    await ctx.database.db.execute(
      sql`insert into cards (list_id, board_id, title, sort_key)
        select ${listId}::uuid, ${board.id}::uuid, 'Lote ' || n, n
        from generate_series(0, ${MAX_BOARD_CHANGES}) n`,
    );
    const call = as(ctx, owner);
    expect((await call('GET', changesUrl(board.id, board.version))).statusCode).toBe(410);
  });

  it('refuses a version that is not a whole number from 0 up', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    for (const since of ['-1', '1.5', 'abc', '', '99999999999'])
      expect((await as(ctx, owner)('GET', changesUrl(board.id, since))).statusCode).toBe(400);
    expect((await as(ctx, owner)('GET', `/v1/boards/${board.id}/changes`)).statusCode).toBe(400);
    for (const reached of ['-1', 'abc', ''])
      expect(
        (await as(ctx, owner)('GET', `${changesUrl(board.id, board.version)}&reached=${reached}`))
          .statusCode,
      ).toBe(400);
  });

  it('answers 401 without a session and 404 to a stranger or for a board that is gone', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const stranger = await createUser(ctx);
    const url = changesUrl(board.id, board.version);
    expect((await as(ctx, null)('GET', url)).statusCode).toBe(401);
    expect((await as(ctx, stranger)('GET', url)).statusCode).toBe(404);
    await as(ctx, owner)('POST', '/v1/boards/workspace/' + board.workspaceId, { name: 'Outro' });
    expect((await as(ctx, owner)('DELETE', `/v1/boards/${board.id}`)).statusCode).toBe(204);
    expect((await as(ctx, owner)('GET', url)).statusCode).toBe(404);
  });

  it('logs each version of a board, and nothing for a deleted board’s cascade', async () => {
    const { owner, board: created, card } = await createCardFixture(ctx);
    const board = await loadBoard(ctx, owner, created.id);
    const call = as(ctx, owner);
    await call('PATCH', `/v1/cards/${card.id}`, { title: 'Uma vez' });
    const logged = () =>
      queryRows<{ kind: string; version: number }>(
        ctx.database.db,
        sql`select kind, version from board_changes where board_id = ${board.id}
          and version > ${board.version} order by kind`,
      );
    expect(await logged()).toEqual([
      { kind: 'board', version: board.version + 1 },
      { kind: 'card', version: board.version + 1 },
    ]);
    await call('POST', '/v1/boards/workspace/' + board.workspaceId, { name: 'Outro' });
    await call('DELETE', `/v1/boards/${board.id}`);
    // The deletion's own version bump, and none of the rows its cascade deleted.
    expect((await logged()).map(({ kind }) => kind)).toEqual(['board', 'board', 'card']);
  });
});
