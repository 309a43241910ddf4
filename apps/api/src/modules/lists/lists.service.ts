import {
  ARCHIVE_MESSAGES,
  MAX_LISTS_PER_BOARD,
  NEW_LIST_COLOR,
  type List,
  type CreateListInput,
  type UpdateListInput,
  type ReorderListsInput,
} from '@quadro/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { lists } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import {
  clamp,
  movedItem,
  placeAt,
  setSortKeys,
  spacedKeys,
} from '../../domain/ordering/ordering.js';
import { beginChange } from '../../domain/access/access.service.js';
import type { AccessMemory } from '../../platform/realtime/access-memory.js';
import { committed, type Committed } from '../../platform/http/committed.js';
import { actorOf, recordActivity } from '../../domain/activities/record-activity.js';
import { presentList } from './lists.presenter.js';
import * as repo from './lists.repository.js';

/** A board's lists in order, with their content versions (for the board's response). */
export const listsOfBoard = (db: DbOrTx, boardId: string) => repo.boardLists(db, boardId);
export type BoardList = Awaited<ReturnType<typeof listsOfBoard>>[number];

/** A new board's default lists; answers the first one's id (where the welcome card goes). */
export const addDefaultLists = (db: DbOrTx, boardId: string) =>
  repo.insertDefaultLists(db, boardId);

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => b[index] === id);

export function createListsService({ db, memory }: { db: Db; memory: AccessMemory }) {
  /** Every change here starts so: `lists:manage` where the object lives, with the board's locks. */
  const begin = (tx: DbOrTx, kind: 'board' | 'list', id: string, userId: string) =>
    beginChange(tx, kind, id, userId, 'lists:manage', memory.boardWritten);

  return {
    async create(userId: string, input: CreateListInput): Promise<Committed<List>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'board', input.boardId, userId);
        const siblings = await repo.listKeys(tx, input.boardId);
        if (siblings.length >= MAX_LISTS_PER_BOARD) {
          throw new AppError(
            'BOARD_LIST_LIMIT',
            `Este quadro atingiu o limite de ${MAX_LISTS_PER_BOARD} listas.`,
          );
        }
        const index = clamp(input.position ?? siblings.length, 0, siblings.length);
        const sortKey = await placeAt(siblings, index, (keys) => setSortKeys(tx, lists, keys));
        const list = await repo.insertList(
          tx,
          {
            boardId: input.boardId,
            name: input.name,
            color: input.color ?? NEW_LIST_COLOR,
            sortKey,
          },
          actorOf(access, userId),
        );
        return committed(access, presentList(list, index));
      });
    },

    async update(userId: string, listId: string, input: UpdateListInput): Promise<Committed<List>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'list', listId, userId);
        const updated = await repo.updateList(tx, listId, input, actorOf(access, userId));
        if (!updated) throw notFound('list');
        return committed(access, presentList(updated, updated.position));
      });
    },

    async remove(userId: string, listId: string): Promise<Committed<void>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'list', listId, userId);
        const siblings = await repo.listKeys(tx, access.boardId);
        // An archived list is not among the live ones: deleting it leaves them as they are.
        if (siblings.length <= 1 && siblings.some(({ id }) => id === listId)) {
          throw new AppError('LAST_LIST');
        }
        await repo.deleteList(tx, listId, actorOf(access, userId));
        return committed(access, undefined);
      });
    },

    /** Out of the board with its cards (which come back with it); never the board's last list. */
    async archive(userId: string, listId: string): Promise<Committed<List>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'list', listId, userId);
        const siblings = await repo.listKeys(tx, access.boardId);
        if (!siblings.some(({ id }) => id === listId))
          throw new AppError('ALREADY_ARCHIVED', ARCHIVE_MESSAGES.list.already);
        if (siblings.length <= 1) throw new AppError('LAST_LIST_ARCHIVE');
        const archived = await repo.setListArchived(tx, listId, true, actorOf(access, userId));
        if (!archived) throw notFound('list');
        return committed(access, presentList(archived, archived.position));
      });
    },

    /** Back among the board's lists where its key puts it (where it was, as near as it can). */
    async restore(userId: string, listId: string): Promise<Committed<List>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'list', listId, userId);
        const siblings = await repo.listKeys(tx, access.boardId);
        if (siblings.some(({ id }) => id === listId))
          throw new AppError('NOT_ARCHIVED', ARCHIVE_MESSAGES.list.notArchived);
        if (siblings.length >= MAX_LISTS_PER_BOARD) {
          throw new AppError(
            'BOARD_LIST_LIMIT',
            `Este quadro atingiu o limite de ${MAX_LISTS_PER_BOARD} listas.`,
          );
        }
        const restored = await repo.setListArchived(tx, listId, false, actorOf(access, userId));
        if (!restored) throw notFound('list');
        return committed(access, presentList(restored, restored.position));
      });
    },

    /** `listIds` must be exactly the board's lists in their new order. */
    async reorder(userId: string, input: ReorderListsInput): Promise<Committed<List[]>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'board', input.boardId, userId);
        const before = (await repo.listKeys(tx, input.boardId)).map((list) => list.id);
        if (input.expectedListIds && !sameOrder(before, input.expectedListIds))
          throw new AppError('CHANGED_SINCE', ARCHIVE_MESSAGES.list.changed);
        const current = new Set(before);
        if (input.listIds.some((id) => !current.has(id))) throw notFound('list');
        if (
          new Set(input.listIds).size !== input.listIds.length ||
          input.listIds.length !== current.size
        ) {
          throw new AppError(
            'INVALID_ORDER',
            'A nova ordem deve conter cada lista do quadro exatamente uma vez',
          );
        }
        const keys = spacedKeys(input.listIds.length);
        await setSortKeys(
          tx,
          lists,
          input.listIds.map((id, index) => ({ id, sortKey: keys[index]! })),
        );
        const reordered = await repo.boardLists(tx, input.boardId);
        // The history names the list that moved (a drag moves one); else the first of the order.
        const moved =
          reordered.find(({ id }) => id === movedItem(before, input.listIds)) ?? reordered[0]!;
        await recordActivity(tx, {
          workspaceId: access.workspaceId,
          userId,
          action: 'move',
          entityType: 'list',
          entityId: moved.id,
          metadata: { boardId: input.boardId, name: moved.name },
        });
        return committed(
          access,
          reordered.map((list, index) => presentList(list, index)),
        );
      });
    },
  };
}

export type ListsService = ReturnType<typeof createListsService>;
