import {
  MAX_LABELS_PER_BOARD,
  type CreateLabelInput,
  type Label,
  type UpdateLabelInput,
} from '@quadro/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { committed, type Committed } from '../../platform/http/committed.js';
import { beginChange } from '../../domain/access/access.service.js';
import type { BoardScoped } from '../../domain/access/access.repository.js';
import { actorOf, type Actor } from '../../domain/activities/record-activity.js';
import type { AccessMemory } from '../../platform/realtime/access-memory.js';
import * as repo from './labels.repository.js';

/** A board's labels in their order (for the board's response). */
export const labelsOfBoard = (db: DbOrTx, boardId: string) => repo.boardLabels(db, boardId);

/**
 * Puts a label of the card's board on the card (`add_to_card`) or takes it off
 * (`remove_from_card`), inside a change the caller started on the card's board; says which of
 * the two it did not find.
 */
export async function writeCardLabel(
  tx: DbOrTx,
  change: {
    boardId: string;
    cardId: string;
    labelId: string;
    by: Actor & { action: 'add_to_card' | 'remove_from_card' };
  },
): Promise<'card' | 'label' | null> {
  const found = await repo.findCardAndLabel(tx, change.boardId, change.cardId, change.labelId);
  if (found.cardTitle === null) return 'card';
  if (!found.labelFound) return 'label';
  await repo.writeCardLabel(
    tx,
    { id: change.cardId, title: found.cardTitle },
    change.labelId,
    change.by,
  );
  return null;
}

/** A new board's six colour-only labels. */
export const addDefaultLabels = (db: DbOrTx, boardId: string) =>
  repo.insertDefaultLabels(db, boardId);

export function createLabelsService({ db, memory }: { db: Db; memory: AccessMemory }) {
  /** Every change here starts so: `labels:manage` where the object lives, with the board's locks. */
  const begin = (tx: DbOrTx, kind: BoardScoped, id: string, userId: string) =>
    beginChange(tx, kind, id, userId, 'labels:manage', memory.boardWritten);

  return {
    async create(
      userId: string,
      boardId: string,
      input: CreateLabelInput,
    ): Promise<Committed<Label>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'board', boardId, userId);
        const { count, next } = await repo.labelCount(tx, boardId);
        if (count >= MAX_LABELS_PER_BOARD) throw new AppError('BOARD_LABEL_LIMIT');
        const label = await repo.insertLabel(
          tx,
          { boardId, name: input.name, color: input.color, position: next },
          actorOf(access, userId),
        );
        return committed(access, label);
      });
    },

    async update(
      userId: string,
      labelId: string,
      input: UpdateLabelInput,
    ): Promise<Committed<Label>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'label', labelId, userId);
        const label = await repo.updateLabel(tx, labelId, input, actorOf(access, userId));
        if (!label) throw notFound('label');
        return committed(access, label);
      });
    },

    async remove(userId: string, labelId: string): Promise<Committed<void>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'label', labelId, userId);
        if (!(await repo.deleteLabel(tx, labelId, actorOf(access, userId))))
          throw notFound('label');
        return committed(access, undefined);
      });
    },
  };
}

export type LabelsService = ReturnType<typeof createLabelsService>;
