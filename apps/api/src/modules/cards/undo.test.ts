/**
 * 'Desfazer' is a normal request with a precondition: the card as the caller last saw it
 * (`unchangedSince`, its `updatedAt`) or the lists in the order they left them
 * (`expectedListIds`). Someone else's change since refuses it (409) and nothing is undone.
 */
import type { Card, List } from '@quadro/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { addMember, as, createCardFixture, loadBoard } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function movedCard() {
  const f = await createCardFixture(ctx, 'Mover');
  const [from, to] = f.board.lists;
  const api = as(ctx, f.owner);
  const moved = await api('POST', '/v1/cards/move', {
    cardId: f.card.id,
    sourceListId: from!.id,
    destinationListId: to!.id,
    newPosition: 0,
  });
  return { ...f, api, from: from!.id, to: to!.id, moved: moved.json<{ card: Card }>().card };
}

const moveBack = (f: Awaited<ReturnType<typeof movedCard>>, api = f.api) =>
  api('POST', '/v1/cards/move', {
    cardId: f.card.id,
    sourceListId: f.to,
    destinationListId: f.from,
    newPosition: f.card.position,
    unchangedSince: f.moved.updatedAt,
  });

describe('undoing a card move', () => {
  it('moves the card back when nobody changed it since', async () => {
    const f = await movedCard();
    const response = await moveBack(f);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ card: Card }>().card).toMatchObject({
      listId: f.from,
      position: f.card.position,
    });
  });

  it('does nothing (409) when someone else changed the card since', async () => {
    const f = await movedCard();
    const member = await addMember(ctx, f.workspace.id, 'member');
    await as(ctx, member)('PATCH', `/v1/cards/${f.card.id}`, { title: 'Renomeado' });
    const before = await loadBoard(ctx, f.owner, f.board.id);
    const response = await moveBack(f);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CHANGED_SINCE',
      error: 'Este cartão foi alterado por outra pessoa desde então. Nada foi desfeito.',
    });
    expect((await loadBoard(ctx, f.owner, f.board.id)).version).toBe(before.version);
  });

  it('still needs the right to move it: a read-only member is refused (403)', async () => {
    const f = await movedCard();
    const reader = await addMember(ctx, f.workspace.id, 'read_only');
    expect((await moveBack(f, as(ctx, reader))).statusCode).toBe(403);
  });

  it('refuses an unchangedSince that is not a date (400)', async () => {
    const f = await movedCard();
    const response = await f.api('POST', '/v1/cards/move', {
      cardId: f.card.id,
      sourceListId: f.to,
      destinationListId: f.from,
      newPosition: 0,
      unchangedSince: 'ontem',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Data inválida');
  });
});

describe('undoing an assignee change', () => {
  it('puts the previous assignee back, unless someone changed the card since (409)', async () => {
    const f = await createCardFixture(ctx, 'Quem faz');
    const member = await addMember(ctx, f.workspace.id, 'member');
    const changed = await as(ctx, f.owner)('PATCH', `/v1/cards/${f.card.id}`, {
      assigneeId: member.id,
    });
    const { updatedAt } = changed.json<{ card: Card }>().card;
    const undone = await as(ctx, f.owner)('PATCH', `/v1/cards/${f.card.id}`, {
      assigneeId: null,
      unchangedSince: updatedAt,
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<{ card: Card }>().card.assigneeId).toBeNull();

    const again = await as(ctx, f.owner)('PATCH', `/v1/cards/${f.card.id}`, {
      assigneeId: member.id,
    });
    await as(ctx, member)('PATCH', `/v1/cards/${f.card.id}`, { assigneeId: f.owner.id });
    const late = await as(ctx, f.owner)('PATCH', `/v1/cards/${f.card.id}`, {
      assigneeId: null,
      unchangedSince: again.json<{ card: Card }>().card.updatedAt,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CHANGED_SINCE');
    const board = await loadBoard(ctx, f.owner, f.board.id);
    const card = board.lists.flatMap((list) => list.cards).find((c) => c.id === f.card.id);
    expect(card?.assigneeId).toBe(f.owner.id);
  });

  it('takes unchangedSince alone as no change at all (400)', async () => {
    const f = await createCardFixture(ctx);
    const response = await as(ctx, f.owner)('PATCH', `/v1/cards/${f.card.id}`, {
      unchangedSince: f.card.updatedAt,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Corpo da requisição inválido');
  });
});

describe('undoing a list reorder', () => {
  it('restores the old order unless the lists changed since (409)', async () => {
    const f = await createCardFixture(ctx);
    const api = as(ctx, f.owner);
    const old = f.board.lists.map((list) => list.id);
    const reordered = [...old].reverse();
    await api('POST', '/v1/lists/reorder', { boardId: f.board.id, listIds: reordered });
    const undone = await api('POST', '/v1/lists/reorder', {
      boardId: f.board.id,
      listIds: old,
      expectedListIds: reordered,
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json<{ lists: List[] }>().lists.map((list) => list.id)).toEqual(old);

    await api('POST', '/v1/lists/reorder', { boardId: f.board.id, listIds: reordered });
    const admin = await addMember(ctx, f.workspace.id, 'admin');
    await as(ctx, admin)('POST', '/v1/lists', { boardId: f.board.id, name: 'Nova' });
    const late = await api('POST', '/v1/lists/reorder', {
      boardId: f.board.id,
      listIds: old,
      expectedListIds: reordered,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: 'CHANGED_SINCE',
      error: 'As listas foram reordenadas por outra pessoa desde então. Nada foi desfeito.',
    });
  });
});
