import { DEFAULT_LABEL_COLORS, MAX_LABELS_PER_BOARD, type Label } from '@quadro/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, labels } from '../../platform/db/schema/index.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import {
  addMember,
  as,
  createCardFixture,
  createWorkspaceFixture,
  loadBoard,
  type WorkspaceFixture,
} from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A workspace whose board has a card, with the board's default labels. */
async function withCard() {
  const fixture = await createCardFixture(ctx, 'Corrigir login');
  return { ...fixture, labels: fixture.board.labels };
}

const cardIn = async (f: WorkspaceFixture, cardId: string) =>
  (await loadBoard(ctx, f.owner, f.board.id)).lists
    .flatMap((list) => list.cards)
    .find((card) => card.id === cardId)!;

describe('a board and its labels', () => {
  it('starts with six colour-only labels, and its cards with none and no checklist', async () => {
    const { board } = await createWorkspaceFixture(ctx);
    expect(board.labels.map(({ name, color }) => ({ name, color }))).toEqual(
      DEFAULT_LABEL_COLORS.map((color) => ({ name: '', color })),
    );
    for (const card of board.lists.flatMap((list) => list.cards)) {
      expect(card.labelIds).toEqual([]);
      expect(card.checklist).toBeNull();
    }
  });
});

describe('POST /v1/boards/:id/labels', () => {
  it('adds a label after the others, trimmed, and records it', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const response = await as(ctx, owner)('POST', `/v1/boards/${board.id}/labels`, {
      name: '  Urgente ',
      color: 'red',
    });
    expect(response.statusCode).toBe(201);
    const { label } = response.json<{ label: Label }>();
    expect(label).toMatchObject({ name: 'Urgente', color: 'red' });
    const loaded = await loadBoard(ctx, owner, board.id);
    expect(loaded.labels.at(-1)).toEqual(label);
    expect(loaded.version).toBe(board.version + 1);
    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.entityId, label.id));
    expect(rows).toMatchObject([
      { action: 'create', entityType: 'label', metadata: { name: 'Urgente', color: 'red' } },
    ]);
  });

  it('takes a colour-only label (no name)', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const response = await as(ctx, owner)('POST', `/v1/boards/${board.id}/labels`, {
      color: 'pink',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().label).toMatchObject({ name: '', color: 'pink' });
  });

  it.each([
    ['an unknown colour', { name: 'X', color: 'magenta' }, 'Cor de etiqueta inválida'],
    ['no colour', { name: 'X' }, 'Cor de etiqueta inválida'],
    ['a 51-character name', { name: 'a'.repeat(51), color: 'red' }, 'Use no máximo 50 caracteres'],
    ['a NUL byte', { name: 'a\u0000b', color: 'red' }, 'O texto contém caracteres inválidos'],
  ])('refuses %s with 400 and writes nothing', async (_, body, error) => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const response = await as(ctx, owner)('POST', `/v1/boards/${board.id}/labels`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
    expect((await loadBoard(ctx, owner, board.id)).labels).toHaveLength(6);
  });

  it(`stops at ${MAX_LABELS_PER_BOARD} labels with 409`, async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    await ctx.database.db.insert(labels).values(
      Array.from({ length: MAX_LABELS_PER_BOARD - 6 }, (_, index) => ({
        boardId: board.id,
        color: 'blue' as const,
        position: 6 + index,
      })),
    );
    const response = await as(ctx, owner)('POST', `/v1/boards/${board.id}/labels`, {
      name: 'Uma a mais',
      color: 'red',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'BOARD_LABEL_LIMIT',
      error: `Este quadro atingiu o limite de ${MAX_LABELS_PER_BOARD} etiquetas.`,
    });
    const stored = await ctx.database.db.select().from(labels).where(eq(labels.boardId, board.id));
    expect(stored).toHaveLength(MAX_LABELS_PER_BOARD);
  });

  it('lets a member manage labels, not a read-only member (403), and hides another workspace (404)', async () => {
    const { workspace, board } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const outsider = (await createWorkspaceFixture(ctx)).owner;
    const body = { name: 'Bug', color: 'orange' };
    expect((await as(ctx, member)('POST', `/v1/boards/${board.id}/labels`, body)).statusCode).toBe(
      201,
    );
    const refused = await as(ctx, reader)('POST', `/v1/boards/${board.id}/labels`, body);
    expect(refused.statusCode).toBe(403);
    const hidden = await as(ctx, outsider)('POST', `/v1/boards/${board.id}/labels`, body);
    expect(hidden.statusCode).toBe(404);
    expect((await as(ctx, null)('POST', `/v1/boards/${board.id}/labels`, body)).statusCode).toBe(
      401,
    );
  });
});

describe('PATCH and DELETE /v1/labels/:id', () => {
  it('renames and recolours a label', async () => {
    const { owner, board } = await createWorkspaceFixture(ctx);
    const [green] = board.labels;
    const response = await as(ctx, owner)('PATCH', `/v1/labels/${green!.id}`, {
      name: 'Pronto',
      color: 'lime',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().label).toEqual({ id: green!.id, name: 'Pronto', color: 'lime' });
    expect((await loadBoard(ctx, owner, board.id)).labels[0]).toMatchObject({ name: 'Pronto' });
  });

  it('refuses an empty change (400), a read-only member (403) and another workspace (404)', async () => {
    const { owner, workspace, board } = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const outsider = (await createWorkspaceFixture(ctx)).owner;
    const url = `/v1/labels/${board.labels[0]!.id}`;
    expect((await as(ctx, owner)('PATCH', url, {})).statusCode).toBe(400);
    expect((await as(ctx, reader)('PATCH', url, { name: 'X' })).statusCode).toBe(403);
    expect((await as(ctx, reader)('DELETE', url)).statusCode).toBe(403);
    const hidden = await as(ctx, outsider)('PATCH', url, { name: 'X' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('Etiqueta não encontrada');
    expect((await as(ctx, outsider)('DELETE', url)).statusCode).toBe(404);
  });

  it('deletes a label and takes it off its cards, in a new board version', async () => {
    const f = await withCard();
    const [green, yellow] = f.labels;
    for (const label of [green!, yellow!])
      await as(ctx, f.owner)('POST', `/v1/cards/${f.card.id}/labels`, { labelId: label.id });
    const before = await loadBoard(ctx, f.owner, f.board.id);
    const response = await as(ctx, f.owner)('DELETE', `/v1/labels/${green!.id}`);
    expect(response.statusCode).toBe(204);
    const after = await loadBoard(ctx, f.owner, f.board.id);
    expect(after.version).toBe(before.version + 1);
    expect(after.labels.map((l) => l.id)).not.toContain(green!.id);
    expect((await cardIn(f, f.card.id)).labelIds).toEqual([yellow!.id]);
    expect((await as(ctx, f.owner)('DELETE', `/v1/labels/${green!.id}`)).statusCode).toBe(404);
  });
});

describe('POST and DELETE /v1/cards/:id/labels', () => {
  it('puts labels on a card in the board order, once each, and takes them off', async () => {
    const f = await withCard();
    const [green, , orange] = f.labels;
    const add = (labelId: string) =>
      as(ctx, f.owner)('POST', `/v1/cards/${f.card.id}/labels`, { labelId });
    expect((await add(orange!.id)).json().card.labelIds).toEqual([orange!.id]);
    const both = await add(green!.id);
    expect(both.statusCode).toBe(200);
    expect(both.json().card.labelIds).toEqual([green!.id, orange!.id]);
    expect((await add(green!.id)).json().card.labelIds).toEqual([green!.id, orange!.id]);
    expect((await cardIn(f, f.card.id)).labelIds).toEqual([green!.id, orange!.id]);

    const removed = await as(ctx, f.owner)('DELETE', `/v1/cards/${f.card.id}/labels/${green!.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().card.labelIds).toEqual([orange!.id]);
    const again = await as(ctx, f.owner)('DELETE', `/v1/cards/${f.card.id}/labels/${green!.id}`);
    expect(again.json().card.labelIds).toEqual([orange!.id]);
    expect((await cardIn(f, f.card.id)).labelIds).toEqual([orange!.id]);

    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(
        inArray(
          activities.entityId,
          f.labels.map((label) => label.id),
        ),
      )
      .orderBy(activities.createdAt);
    expect(rows.map((row) => row.action)).toEqual([
      'add_to_card',
      'add_to_card',
      'remove_from_card',
    ]);
  });

  it("refuses another board's label (404), a read-only member (403) and bad ids (400)", async () => {
    const f = await withCard();
    const other = await createWorkspaceFixture(ctx);
    const reader = await addMember(ctx, f.workspace.id, 'read_only');
    const url = `/v1/cards/${f.card.id}/labels`;
    const foreign = await as(ctx, f.owner)('POST', url, { labelId: other.board.labels[0]!.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', error: 'Etiqueta não encontrada' });
    expect((await as(ctx, reader)('POST', url, { labelId: f.labels[0]!.id })).statusCode).toBe(403);
    expect((await as(ctx, f.owner)('POST', url, { labelId: 'x' })).statusCode).toBe(400);
    expect((await as(ctx, other.owner)('POST', url, { labelId: f.labels[0]!.id })).statusCode).toBe(
      404,
    );
    expect((await cardIn(f, f.card.id)).labelIds).toEqual([]);
  });

  it('keeps a cached board true when a label goes on a card of an untouched list', async () => {
    const f = await withCard();
    await loadBoard(ctx, f.owner, f.board.id);
    await as(ctx, f.owner)('POST', `/v1/cards/${f.card.id}/labels`, { labelId: f.labels[4]!.id });
    expect((await cardIn(f, f.card.id)).labelIds).toEqual([f.labels[4]!.id]);
  });
});
