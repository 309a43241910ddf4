import {
  applyBoardChanges,
  LABEL_COLORS,
  type Board,
  type BoardChanges,
  type Card,
} from '@quadro/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addMember, as, createWorkspaceFixture, loadBoard } from '../../../test/factories.js';
import { createRandom } from '../../../test/fuzz/random.js';
import { createTestApp, type TestContext } from '../../../test/harness.js';

// The change log's invariant (decision 0055): a client that holds the board at some version and
// applies what `GET /changes` answers holds exactly the board fetched whole, whatever changed in
// between and by whichever path. 200 random changes of every kind, applied one or several at a
// time; on both databases, as the API suite runs on both.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const SEED = Number(process.env.BOARD_CHANGES_SEED ?? Date.now() % 1_000_000);

it(`a board kept by its changes equals the board fetched whole, over 200 random changes (seed ${SEED})`, async () => {
  const seeded = createRandom(SEED);
  const random = {
    below: seeded.int,
    next: () => seeded.int(1_000_000) / 1_000_000,
    /** Undefined from an empty list: that change is then skipped. */
    pick: <T>(items: readonly T[]): T | undefined =>
      items.length === 0 ? undefined : seeded.pick(items),
  };
  const { owner, workspace, board: created } = await createWorkspaceFixture(ctx, 'Mudanças');
  const assignee = await addMember(ctx, workspace.id, 'member');
  const call = as(ctx, owner);
  const boardId = created.id;
  const archivedCards: string[] = [];
  const archivedLists: string[] = [];
  let step = 0;

  const whole = () => loadBoard(ctx, owner, boardId);
  const cardsOf = (board: Board): Card[] => board.lists.flatMap((list) => list.cards);
  const labels = async () => (await whole()).labels;

  const changes: [name: string, weight: number, run: (board: Board) => Promise<unknown>][] = [
    [
      'create a card',
      6,
      async (board) => {
        const list = random.pick(board.lists);
        if (!list) return;
        await call('POST', '/v1/cards', {
          listId: list.id,
          title: `Cartão ${step}`,
          position: random.below(list.cards.length + 1),
          ...(random.next() < 0.3 ? { assigneeId: assignee.id } : {}),
        });
      },
    ],
    [
      'edit a card',
      5,
      async (board) => {
        const card = random.pick(cardsOf(board));
        if (!card) return;
        const edits = [
          { title: `Renomeado ${step}` },
          { description: `Descrição ${step}` },
          { dueDate: '2031-01-02T03:04:05.000Z' },
          { dueComplete: !card.dueComplete },
          { assigneeId: card.assigneeId ? null : assignee.id },
        ];
        await call('PATCH', `/v1/cards/${card.id}`, random.pick(edits));
      },
    ],
    [
      'move a card',
      8,
      async (board) => {
        const source = random.pick(board.lists.filter((list) => list.cards.length > 0));
        const card = source && random.pick(source.cards);
        const destination = random.pick(board.lists);
        if (!source || !card || !destination) return;
        await call('POST', '/v1/cards/move', {
          cardId: card.id,
          sourceListId: source.id,
          destinationListId: destination.id,
          newPosition: random.below(destination.cards.length + 1),
        });
      },
    ],
    [
      'delete a card',
      2,
      async (board) => {
        const card = random.pick(cardsOf(board));
        if (card) await call('DELETE', `/v1/cards/${card.id}`);
      },
    ],
    [
      'archive a card',
      2,
      async (board) => {
        const card = random.pick(cardsOf(board));
        if (!card) return;
        if ((await call('POST', `/v1/cards/${card.id}/archive`)).statusCode === 200)
          archivedCards.push(card.id);
      },
    ],
    [
      'restore a card',
      2,
      async () => {
        const id = archivedCards.splice(random.below(archivedCards.length), 1)[0];
        if (id) await call('POST', `/v1/cards/${id}/restore`, {});
      },
    ],
    ['create a list', 1, async () => call('POST', '/v1/lists', { boardId, name: `Lista ${step}` })],
    [
      'rename a list',
      1,
      async (board) => {
        const list = random.pick(board.lists);
        if (list) await call('PATCH', `/v1/lists/${list.id}`, { name: `Lista renomeada ${step}` });
      },
    ],
    [
      'reorder the lists',
      1,
      async (board) => {
        const listIds = board.lists.map((list) => list.id);
        for (let i = listIds.length - 1; i > 0; i--) {
          const j = random.below(i + 1);
          [listIds[i], listIds[j]] = [listIds[j]!, listIds[i]!];
        }
        await call('POST', '/v1/lists/reorder', { boardId, listIds });
      },
    ],
    [
      'archive a list',
      1,
      async (board) => {
        const list = random.pick(board.lists);
        if (!list) return;
        if ((await call('POST', `/v1/lists/${list.id}/archive`)).statusCode === 200)
          archivedLists.push(list.id);
      },
    ],
    [
      'restore a list',
      1,
      async () => {
        const id = archivedLists.splice(random.below(archivedLists.length), 1)[0];
        if (id) await call('POST', `/v1/lists/${id}/restore`, {});
      },
    ],
    [
      'delete a list',
      1,
      async (board) => {
        const list = random.pick(board.lists);
        if (list && board.lists.length > 2) await call('DELETE', `/v1/lists/${list.id}`);
      },
    ],
    [
      'archive all cards of a list',
      1,
      async (board) => {
        const list = random.pick(board.lists);
        if (list) await call('POST', `/v1/lists/${list.id}/archive-cards`);
      },
    ],
    [
      'label a card',
      3,
      async (board) => {
        const card = random.pick(cardsOf(board));
        const label = random.pick(board.labels);
        if (!card || !label) return;
        if (card.labelIds.includes(label.id))
          await call('DELETE', `/v1/cards/${card.id}/labels/${label.id}`);
        else await call('POST', `/v1/cards/${card.id}/labels`, { labelId: label.id });
      },
    ],
    [
      'change the labels',
      1,
      async () => {
        const label = random.pick(await labels());
        const choice = random.below(3);
        if (choice === 0 || !label)
          await call('POST', `/v1/boards/${boardId}/labels`, {
            name: `Etiqueta ${step}`,
            color: random.pick(LABEL_COLORS),
          });
        else if (choice === 1) await call('PATCH', `/v1/labels/${label.id}`, { name: `E${step}` });
        else await call('DELETE', `/v1/labels/${label.id}`);
      },
    ],
    [
      'tick a checklist',
      2,
      async (board) => {
        const card = random.pick(cardsOf(board));
        if (!card) return;
        const checklist = (
          await call('POST', `/v1/cards/${card.id}/checklists`, { title: 'Passos' })
        ).json<{ checklist?: { id: string } }>().checklist;
        if (!checklist) return;
        const item = (
          await call('POST', `/v1/checklists/${checklist.id}/items`, { text: 'Passo' })
        ).json<{ item?: { id: string } }>().item;
        if (item && random.next() < 0.5)
          await call('PATCH', `/v1/checklist-items/${item.id}`, { done: true });
      },
    ],
    [
      'rename the assignee (straight in SQL)',
      1,
      async () =>
        ctx.database.db.execute(
          sql`update users set name = ${`Pessoa ${step}`} where id = ${assignee.id}`,
        ),
    ],
    [
      'rename the board',
      1,
      async () => call('PATCH', `/v1/boards/${boardId}`, { name: `Quadro ${step}` }),
    ],
  ];
  const totalWeight = changes.reduce((sum, [, weight]) => sum + weight, 0);
  const pickChange = () => {
    let left = random.below(totalWeight);
    return changes.find(([, weight]) => (left -= weight) < 0)!;
  };

  let client = await whole();
  const done: string[] = [];
  let changedSteps = 0;
  for (step = 1; step <= 200; step++) {
    const [name, , run] = pickChange();
    await run(await whole());
    done.push(name);
    if (random.next() < 0.6 && step < 200) continue;
    const response = await call('GET', `/v1/boards/${boardId}/changes?since=${client.version}`);
    expect(response.statusCode, `step ${step} (seed ${SEED})`).toBe(200);
    const { changes: answered } = response.json<{ changes: BoardChanges }>();
    if (answered.cards.length + answered.lists.length > 0) changedSteps += 1;
    client = applyBoardChanges(client, answered);
    expect(client, `after ${done.join(', ')} (step ${step}, seed ${SEED})`).toEqual(await whole());
    done.length = 0;
  }
  // The changes were real: many answers named cards or lists (about 80 answers, half or more of
  // them with cards or lists, whatever the seed; seed 684862 gives 36).
  expect(changedSteps, `seed ${SEED}`).toBeGreaterThan(25);
}, 180_000);
