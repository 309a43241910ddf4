import { MAX_CARDS_PER_BOARD, type Card } from '@quadro/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { cards } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { clamp, denseIndex, placeAt, setSortKeys } from '../../db/ordering.js';
import { findWorkspaceRole } from '../access/access.repository.js';
import type { BoardAccess } from '../access/access.repository.js';
import { requireCard, requireList } from '../access/access.service.js';
import { lockBoard } from '../../db/locks.js';
import type { AccessMemory } from '../access/access-memory.js';
import { recordActivity } from '../activities/activities.repository.js';
import { presentCard } from './cards.presenter.js';
import { findList } from '../lists/lists.repository.js';
import * as repo from './cards.repository.js';

async function assertAssignable(
  tx: DbOrTx,
  workspaceId: string,
  assigneeId: string | null | undefined,
) {
  if (!assigneeId) return;
  if (!(await findWorkspaceRole(tx, workspaceId, assigneeId))) {
    throw new AppError('INVALID_ASSIGNEE');
  }
}

export function createCardsService({ db, memory }: { db: Db; memory: AccessMemory }) {
  async function present(tx: DbOrTx, card: repo.CardRow): Promise<Card> {
    const [assignee, index] = await Promise.all([
      repo.findAssignee(tx, card.assigneeId),
      denseIndex(tx, cards, { id: card.id, sortKey: card.sortKey, parentId: card.listId }),
    ]);
    return presentCard(card, assignee, index);
  }

  const activity = (
    tx: DbOrTx,
    access: BoardAccess,
    userId: string,
    action: 'create' | 'update' | 'delete' | 'move',
    cardId: string,
    metadata: Record<string, string | null>,
  ) =>
    recordActivity(tx, {
      workspaceId: access.workspaceId,
      userId,
      action,
      entityType: 'card',
      entityId: cardId,
      metadata,
    });

  return {
    async create(
      userId: string,
      input: {
        listId: string;
        title: string;
        description?: string | undefined;
        position?: number | undefined;
        assigneeId?: string | null | undefined;
      },
    ): Promise<Card> {
      return db.transaction(async (tx) => {
        const access = await requireList(tx, input.listId, userId, 'cards:manage');
        await lockBoard(tx, access, memory.boardWritten);
        const list = await findList(tx, input.listId);
        if (!list) throw new AppError('NOT_FOUND', 'Lista não encontrada');
        if ((await repo.countBoardCards(tx, access.boardId)) >= MAX_CARDS_PER_BOARD) {
          throw new AppError(
            'BOARD_CARD_LIMIT',
            `Este quadro atingiu o limite de ${MAX_CARDS_PER_BOARD.toLocaleString('pt-BR')} cartões. Exclua cartões ou use outro quadro.`,
          );
        }
        await assertAssignable(tx, access.workspaceId, input.assigneeId);
        const siblings = await repo.cardKeys(tx, input.listId);
        const index = clamp(input.position ?? siblings.length, 0, siblings.length);
        const sortKey = await placeAt(siblings, index, (keys) => setSortKeys(tx, cards, keys));
        const card = await repo.insertCard(tx, {
          listId: input.listId,
          boardId: access.boardId,
          title: input.title,
          description: input.description ?? '',
          sortKey,
          assigneeId: input.assigneeId ?? null,
        });
        await activity(tx, access, userId, 'create', card.id, {
          name: card.title,
          listName: list?.name ?? null,
        });
        return presentCard(card, await repo.findAssignee(tx, card.assigneeId), index);
      });
    },

    async update(
      userId: string,
      cardId: string,
      input: {
        title?: string | undefined;
        description?: string | undefined;
        assigneeId?: string | null | undefined;
        dueDate?: string | null | undefined;
      },
    ): Promise<Card> {
      return db.transaction(async (tx) => {
        const access = await requireCard(tx, cardId, userId, 'cards:manage');
        await lockBoard(tx, access, memory.boardWritten);
        await assertAssignable(tx, access.workspaceId, input.assigneeId);
        const { dueDate, ...rest } = input;
        const card = await repo.updateCard(tx, cardId, {
          ...rest,
          ...(dueDate !== undefined
            ? { dueDate: dueDate === null ? null : new Date(dueDate) }
            : {}),
        });
        if (!card) throw new AppError('NOT_FOUND', 'Cartão não encontrado');
        await activity(tx, access, userId, 'update', card.id, { name: card.title });
        return present(tx, card);
      });
    },

    /**
     * `newPosition` is the card's index in the destination list counted without the card itself,
     * clamped to that list; the order is computed here, against the full list, under the board lock.
     */
    async move(
      userId: string,
      input: {
        cardId: string;
        sourceListId: string;
        destinationListId: string;
        newPosition: number;
      },
    ): Promise<Card> {
      return db.transaction(async (tx) => {
        const access = await requireCard(tx, input.cardId, userId, 'cards:manage');
        await lockBoard(tx, access, memory.boardWritten);
        const destination = await findList(tx, input.destinationListId);
        if (!destination || destination.boardId !== access.boardId)
          throw new AppError('NOT_FOUND', 'Lista não encontrada');
        const card = await repo.findCard(tx, input.cardId);
        if (!card) throw new AppError('NOT_FOUND', 'Cartão não encontrado');
        if (card.listId !== input.sourceListId) {
          throw new AppError(
            'STALE_MOVE',
            'Este cartão foi movido por outra pessoa. Atualize o quadro.',
          );
        }
        const siblings = (await repo.cardKeys(tx, destination.id)).filter(
          (item) => item.id !== card.id,
        );
        const index = clamp(input.newPosition, 0, siblings.length);
        const sortKey = await placeAt(
          siblings,
          index,
          (keys) => setSortKeys(tx, cards, keys),
          card.id,
        );
        const moved = await repo.updateCard(tx, card.id, { listId: destination.id, sortKey });
        if (!moved) throw new AppError('NOT_FOUND', 'Cartão não encontrado');
        const source =
          card.listId === destination.id ? destination : await findList(tx, card.listId);
        await activity(tx, access, userId, 'move', card.id, {
          name: card.title,
          fromList: source?.name ?? null,
          toList: destination.name,
        });
        return presentCard(moved, await repo.findAssignee(tx, moved.assigneeId), index);
      });
    },

    async remove(userId: string, cardId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const access = await requireCard(tx, cardId, userId, 'cards:manage');
        await lockBoard(tx, access, memory.boardWritten);
        const card = await repo.findCard(tx, cardId);
        if (!card) throw new AppError('NOT_FOUND', 'Cartão não encontrado');
        const list = await findList(tx, card.listId);
        await repo.deleteCard(tx, cardId);
        await activity(tx, access, userId, 'delete', cardId, {
          name: card.title,
          listName: list?.name ?? null,
        });
      });
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
