import {
  type Activity,
  MAX_CHECKLIST_ITEMS_PER_CARD,
  MAX_CHECKLISTS_PER_CARD,
  type Checklist,
  type ChecklistItem,
  type CreateChecklistInput,
  type CreateChecklistItemInput,
  type UpdateChecklistInput,
  type UpdateChecklistItemInput,
} from '@quadro/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { committed, type Committed } from '../../platform/http/committed.js';
import { findWorkspaceRole, type BoardScoped } from '../../domain/access/access.repository.js';
import { beginChange, requireAccess } from '../../domain/access/access.service.js';
import { clamp } from '../../domain/ordering/ordering.js';
import { actorOf, recordActivity, type Actor } from '../../domain/activities/record-activity.js';
import type { AccessMemory } from '../../platform/realtime/access-memory.js';
import type { ItemState, Notifier } from '../notifications/notifier.js';
import * as repo from './checklists.repository.js';

/** What a tick or an edit records: ticking and unticking are the news, else an edit. */
function itemAction(before: repo.ItemPlace, input: UpdateChecklistItemInput) {
  if (input.done !== undefined && input.done !== before.done)
    return input.done ? 'complete_item' : 'reopen_item';
  const edited =
    (input.text !== undefined && input.text !== before.text) ||
    input.assigneeId !== undefined ||
    input.dueDate !== undefined ||
    (input.checklistId !== undefined && input.checklistId !== before.checklistId) ||
    (input.position !== undefined && input.position !== before.position);
  return edited ? 'update_item' : null;
}

const stateOf = (item: ChecklistItem): ItemState => ({
  assigneeId: item.assigneeId,
  dueDate: item.dueDate === null ? null : new Date(item.dueDate),
  done: item.done,
});

export function createChecklistsService({
  db,
  memory,
  notifier,
}: {
  db: Db;
  memory: AccessMemory;
  notifier: Notifier;
}) {
  /** Every change here starts so: `cards:manage` where the object lives, with the board's locks. */
  const begin = (tx: DbOrTx, kind: BoardScoped, id: string, userId: string) =>
    beginChange(tx, kind, id, userId, 'cards:manage', memory.boardWritten);

  /** An activity about a card's checklist or one of its items. */
  const record = (
    tx: DbOrTx,
    by: Actor,
    action: Activity['action'],
    entityId: string,
    metadata: { name?: string; checklist?: string; item?: string; card: string },
  ) => recordActivity(tx, { ...by, action, entityType: 'checklist', entityId, metadata });

  /** The target of an item's move to another checklist: one of the same card. */
  async function targetChecklist(tx: DbOrTx, item: repo.ItemPlace, boardId: string, id: string) {
    const target = await repo.findChecklistPlace(tx, id);
    if (target?.cardId === item.cardId) return target;
    // Another card's checklist is named only when it is on the same board.
    if (target && (await repo.cardOnBoard(tx, target.cardId, boardId)))
      throw new AppError('CHECKLIST_OF_OTHER_CARD');
    throw notFound('checklist');
  }

  return {
    async list(userId: string, cardId: string): Promise<Checklist[]> {
      await requireAccess(db, 'card', cardId, userId, 'workspace:read');
      return repo.cardChecklists(db, cardId);
    },

    async create(
      userId: string,
      cardId: string,
      input: CreateChecklistInput,
    ): Promise<Committed<Checklist>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'card', cardId, userId);
        const card = await repo.findCardCounts(tx, cardId);
        if (!card) throw notFound('card');
        if (card.checklists >= MAX_CHECKLISTS_PER_CARD) throw new AppError('CARD_CHECKLIST_LIMIT');
        const checklist = await repo.insertChecklist(tx, {
          cardId,
          title: input.title,
          position: card.checklists,
        });
        await record(tx, actorOf(access, userId), 'create', checklist.id, {
          name: input.title,
          card: card.title,
        });
        return committed(access, checklist);
      });
    },

    async update(
      userId: string,
      checklistId: string,
      input: UpdateChecklistInput,
    ): Promise<Committed<Checklist>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'checklist', checklistId, userId);
        const list = await repo.findChecklistPlace(tx, checklistId);
        if (!list) throw notFound('checklist');
        if (input.position !== undefined) {
          const card = await repo.findCardCounts(tx, list.cardId);
          const to = clamp(input.position, 0, (card?.checklists ?? 1) - 1);
          await repo.moveChecklist(tx, list, to);
        }
        if (input.title !== undefined && input.title !== list.title) {
          await repo.renameChecklist(tx, checklistId, input.title);
          await record(tx, actorOf(access, userId), 'update', checklistId, {
            name: input.title,
            card: list.cardTitle,
          });
        }
        const checklist = await repo.findChecklist(tx, checklistId);
        if (!checklist) throw notFound('checklist');
        return committed(access, checklist);
      });
    },

    async remove(userId: string, checklistId: string): Promise<Committed<void>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'checklist', checklistId, userId);
        const list = await repo.findChecklistPlace(tx, checklistId);
        if (!list) throw notFound('checklist');
        await repo.deleteChecklist(tx, list);
        await record(tx, actorOf(access, userId), 'delete', checklistId, {
          name: list.title,
          card: list.cardTitle,
        });
        return committed(access, undefined);
      });
    },

    async addItem(
      userId: string,
      checklistId: string,
      input: CreateChecklistItemInput,
    ): Promise<Committed<ChecklistItem>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'checklist', checklistId, userId);
        const list = await repo.findChecklistPlace(tx, checklistId);
        if (!list) throw notFound('checklist');
        if (list.cardItems >= MAX_CHECKLIST_ITEMS_PER_CARD)
          throw new AppError('CARD_CHECKLIST_ITEM_LIMIT');
        const item = await repo.insertItem(tx, {
          checklistId,
          cardId: list.cardId,
          text: input.text,
          position: list.items,
        });
        await record(tx, actorOf(access, userId), 'add_item', item.id, {
          item: input.text,
          checklist: list.title,
          card: list.cardTitle,
        });
        return committed(access, item);
      });
    },

    async updateItem(
      userId: string,
      itemId: string,
      input: UpdateChecklistItemInput,
    ): Promise<Committed<ChecklistItem>> {
      const told =
        input.dueDate !== undefined || input.done !== undefined || input.assigneeId !== undefined;
      const updated = await db.transaction(async (tx) => {
        const access = await begin(tx, 'checklistItem', itemId, userId);
        const before = await repo.findItemPlace(tx, itemId);
        if (!before) throw notFound('checklistItem');
        if (
          input.assigneeId &&
          !(await findWorkspaceRole(tx, access.workspaceId, input.assigneeId))
        )
          throw new AppError('INVALID_ASSIGNEE');
        if (input.checklistId !== undefined && input.checklistId !== before.checklistId) {
          const target = await targetChecklist(tx, before, access.boardId, input.checklistId);
          const to = clamp(input.position ?? target.items, 0, target.items);
          await repo.moveItemAcross(tx, before, target.id, to);
        } else if (input.position !== undefined) {
          const list = await repo.findChecklistPlace(tx, before.checklistId);
          await repo.moveItemWithin(tx, before, clamp(input.position, 0, (list?.items ?? 1) - 1));
        }
        const item = await repo.updateItem(tx, itemId, {
          text: input.text,
          done: input.done,
          assigneeId: input.assigneeId,
          dueDate: input.dueDate == null ? input.dueDate : new Date(input.dueDate),
        });
        if (!item) throw notFound('checklistItem');
        const action = itemAction(before, input);
        if (action)
          await record(tx, actorOf(access, userId), action, itemId, {
            item: item.text,
            checklist: before.checklistTitle,
            card: before.cardTitle,
          });
        if (told)
          await notifier.itemChanged(tx, {
            itemId,
            actorId: userId,
            before: stateOf(before),
            after: stateOf(item),
          });
        return committed(access, item);
      });
      if (told) notifier.kick();
      return updated;
    },

    async removeItem(userId: string, itemId: string): Promise<Committed<void>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'checklistItem', itemId, userId);
        const item = await repo.findItemPlace(tx, itemId);
        if (!item) throw notFound('checklistItem');
        await repo.deleteItem(tx, item);
        await notifier.itemDeleted(tx, {
          itemId,
          dueDate: item.dueDate === null ? null : new Date(item.dueDate),
        });
        await record(tx, actorOf(access, userId), 'delete_item', itemId, {
          item: item.text,
          checklist: item.checklistTitle,
          card: item.cardTitle,
        });
        return committed(access, undefined);
      });
    },
  };
}

export type ChecklistsService = ReturnType<typeof createChecklistsService>;
