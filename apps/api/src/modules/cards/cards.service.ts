import {
  ARCHIVE_MESSAGES,
  MAX_CARDS_PER_BOARD,
  type CardDetailResponse,
  type Card,
  type CreateCardInput,
  type UpdateCardInput,
  type MoveCardInput,
} from '@quadro/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.js';
import { needsLongPath } from '../../platform/db/db-errors.js';
import { cards } from '../../platform/db/schema/index.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { committed, type Committed } from '../../platform/http/committed.js';
import { clamp, placeBetween, setSortKeys } from '../../domain/ordering/ordering.js';
import { findWorkspaceRole } from '../../domain/access/access.repository.js';
import {
  beginChange,
  changeAccess,
  changeAccessValues,
  requireAccess,
} from '../../domain/access/access.service.js';
import type { AccessMemory } from '../../platform/realtime/access-memory.js';
import { actorOf } from '../../domain/activities/record-activity.js';
import { writeCardLabel } from '../labels/labels.service.js';
import type { CardState, Notifier } from '../notifications/notifier.js';
import * as repo from './cards.repository.js';

export type { ChangedAtOnce, ListCardsJson } from './cards.repository.js';

/**
 * The cards of a board's lists as the board shows them: one JSON array per list (and its first
 * screen's cards apart) with their count, built by the database from card-json.ts's fragment. A
 * list without cards has no entry.
 */
export const cardsJsonOfLists = (db: DbOrTx, boardId: string, listIds: string[]) =>
  repo.listCardsJson(db, boardId, listIds);

/** A new board's welcome card, in its first list (spec §4). */
export const addWelcomeCard = (db: DbOrTx, board: { boardId: string; listId: string }) =>
  repo.insertWelcomeCard(db, board);

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

/** Undo's precondition: nothing is undone over someone else's later change. */
async function assertUnchangedSince(tx: DbOrTx, cardId: string, since: string | undefined) {
  if (since === undefined) return;
  const changed = await repo.changedSince(tx, cardId, since);
  if (changed === undefined) throw notFound('card');
  if (changed) throw new AppError('CHANGED_SINCE', ARCHIVE_MESSAGES.card.changed);
}

const stateOf = (card: Card): CardState => ({
  assigneeId: card.assigneeId,
  dueDate: card.dueDate === null ? null : new Date(card.dueDate),
  dueComplete: card.dueComplete,
});

export function createCardsService({
  db,
  memory,
  notifier,
  wroteAtOnce,
}: {
  db: Db;
  memory: AccessMemory;
  notifier: Notifier;
  /** Told of each write made in one round trip, once committed: its step for the viewers. */
  wroteAtOnce: (written: repo.ChangedAtOnce) => void;
}) {
  /** Every change here starts so: `cards:manage` where the object lives, with the board's locks. */
  const begin = (tx: DbOrTx, kind: 'list' | 'card', id: string, userId: string) =>
    beginChange(tx, kind, id, userId, 'cards:manage', memory.boardWritten);

  const writesAtOnce = repo.prepareCardWritesAtOnce(db, (kind) =>
    changeAccess(kind, 'cards:manage'),
  );

  /**
   * A move, create or edit in one round trip when it is on the common path (decision 0056): the
   * card as written, with the board's version it committed; or undefined when it needs the long
   * path, which then makes it (or answers why not) as before, with nothing written by this try.
   */
  async function atOnce(
    write: () => Promise<repo.ChangedAtOnce | undefined>,
  ): Promise<Committed<Card> | undefined> {
    let done: repo.ChangedAtOnce | undefined;
    try {
      done = await write();
    } catch (error) {
      if (needsLongPath(error)) return undefined;
      throw error;
    }
    if (!done) return undefined;
    // Committed: nothing after this may send the write down the long path again.
    memory.boardWritten(done, done.version);
    wroteAtOnce(done);
    return committed(done, done.card);
  }

  /** Puts a label of its board on the card or takes it off; answers the card. */
  async function writeLabel(
    userId: string,
    cardId: string,
    labelId: string,
    action: 'add_to_card' | 'remove_from_card',
  ): Promise<Committed<Card>> {
    return db.transaction(async (tx) => {
      const access = await beginChange(
        tx,
        'card',
        cardId,
        userId,
        'labels:manage',
        memory.boardWritten,
      );
      const by = { ...actorOf(access, userId), action };
      const missing = await writeCardLabel(tx, { boardId: access.boardId, cardId, labelId, by });
      if (missing) throw notFound(missing);
      const card = await repo.findCardJson(tx, cardId);
      if (!card) throw notFound('card');
      return committed(access, card);
    });
  }

  return {
    addLabel: (userId: string, cardId: string, labelId: string) =>
      writeLabel(userId, cardId, labelId, 'add_to_card'),

    removeLabel: (userId: string, cardId: string, labelId: string) =>
      writeLabel(userId, cardId, labelId, 'remove_from_card'),

    async create(userId: string, input: CreateCardInput): Promise<Committed<Card>> {
      // The people told of an assignee or a date are told in the long path's transaction.
      const plain = !input.assigneeId && !input.dueDate;
      const fast =
        plain &&
        (await atOnce(() =>
          writesAtOnce.create(changeAccessValues(input.listId, userId), {
            listId: input.listId,
            title: input.title,
            description: input.description ?? '',
            index: input.position ?? null,
          }),
        ));
      if (fast) return fast;
      const created = await db.transaction(async (tx) => {
        const access = await begin(tx, 'list', input.listId, userId);
        const list = await repo.findListForNewCard(
          tx,
          input.listId,
          access.boardId,
          input.position ?? null,
        );
        if (!list) throw notFound('list');
        if (list.boardCards >= MAX_CARDS_PER_BOARD) {
          throw new AppError(
            'BOARD_CARD_LIMIT',
            `Este quadro atingiu o limite de ${MAX_CARDS_PER_BOARD.toLocaleString('pt-BR')} cartões. Exclua cartões ou use outro quadro.`,
          );
        }
        await assertAssignable(tx, access.workspaceId, input.assigneeId);
        const { count } = list.neighbours;
        const index = clamp(input.position ?? count, 0, count);
        const sortKey = await placeBetween(
          list.neighbours,
          index,
          () => repo.cardKeys(tx, input.listId),
          (keys) => setSortKeys(tx, cards, keys),
        );
        const card = await repo.insertCard(
          tx,
          {
            listId: input.listId,
            boardId: access.boardId,
            title: input.title,
            description: input.description ?? '',
            sortKey,
            assigneeId: input.assigneeId ?? null,
            dueDate: input.dueDate ? new Date(input.dueDate) : null,
          },
          index,
          { ...actorOf(access, userId), listName: list.name },
        );
        await notifier.cardChanged(tx, {
          cardId: card.id,
          actorId: userId,
          before: null,
          after: stateOf(card),
        });
        return committed(access, card);
      });
      if (input.assigneeId || input.dueDate) notifier.kick();
      return created;
    },

    /** A card wherever it is, archived or not. */
    async detail(userId: string, cardId: string): Promise<CardDetailResponse> {
      await requireAccess(db, 'card', cardId, userId, 'workspace:read');
      const found = await repo.findCardDetail(db, cardId);
      if (!found) throw notFound('card');
      return found;
    },

    async archive(userId: string, cardId: string): Promise<Committed<Card>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'card', cardId, userId);
        const card = await repo.archiveCard(tx, cardId, actorOf(access, userId));
        if (!card) throw new AppError('ALREADY_ARCHIVED', ARCHIVE_MESSAGES.card.already);
        return committed(access, card);
      });
    },

    /** 'Arquivar todos os cartões': the list's live cards to the archive, each in the history. */
    async archiveAllOf(userId: string, listId: string): Promise<Committed<number>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'list', listId, userId);
        return committed(access, await repo.archiveListCards(tx, listId, actorOf(access, userId)));
      });
    },

    /**
     * Back where it was when its list is live (its key kept its place among the others), else at
     * the end of the board's first list.
     */
    async restore(userId: string, cardId: string): Promise<Committed<Card>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'card', cardId, userId);
        const found = await repo.findRestore(tx, cardId);
        if (!found) throw notFound('card');
        if (!found.archived) throw new AppError('NOT_ARCHIVED', ARCHIVE_MESSAGES.card.notArchived);
        let to: { listId: string; sortKey: number } | undefined;
        if (!found.listLive) {
          // The board always keeps a live list (its last one cannot be archived).
          if (!found.firstListId) throw notFound('list');
          const listId = found.firstListId;
          const neighbours = await repo.findListEnd(tx, listId);
          const sortKey = await placeBetween(
            neighbours,
            neighbours.count,
            () => repo.cardKeys(tx, listId),
            (keys) => setSortKeys(tx, cards, keys),
          );
          to = { listId, sortKey };
        }
        const card = await repo.restoreCard(tx, cardId, to, actorOf(access, userId));
        if (!card) throw new AppError('NOT_ARCHIVED', ARCHIVE_MESSAGES.card.notArchived);
        return committed(access, card);
      });
    },

    async update(userId: string, cardId: string, input: UpdateCardInput): Promise<Committed<Card>> {
      const { dueDate, unchangedSince, ...rest } = input;
      const told =
        dueDate !== undefined || input.dueComplete !== undefined || input.assigneeId !== undefined;
      if (!told && unchangedSince === undefined) {
        const { title, description } = input;
        const fast = await atOnce(() =>
          writesAtOnce.edit(changeAccessValues(cardId, userId), {
            cardId,
            title,
            description,
          }),
        );
        if (fast) return fast;
      }
      const updated = await db.transaction(async (tx) => {
        const access = await begin(tx, 'card', cardId, userId);
        await assertUnchangedSince(tx, cardId, unchangedSince);
        await assertAssignable(tx, access.workspaceId, input.assigneeId);
        const before = told ? await repo.findCardState(tx, cardId) : undefined;
        const card = await repo.updateCard(
          tx,
          cardId,
          {
            ...rest,
            ...(dueDate !== undefined
              ? { dueDate: dueDate === null ? null : new Date(dueDate) }
              : {}),
          },
          actorOf(access, userId),
        );
        if (!card) throw notFound('card');
        if (before)
          await notifier.cardChanged(tx, { cardId, actorId: userId, before, after: stateOf(card) });
        return committed(access, card);
      });
      if (told) notifier.kick();
      return updated;
    },

    /**
     * `newPosition` is the card's index in the destination list counted without the card itself,
     * clamped to that list; the order is computed here, against the full list, under the board lock.
     */
    async move(userId: string, input: MoveCardInput): Promise<Committed<Card>> {
      if (input.unchangedSince === undefined) {
        const fast = await atOnce(() =>
          writesAtOnce.move(changeAccessValues(input.cardId, userId), {
            cardId: input.cardId,
            sourceListId: input.sourceListId,
            destinationListId: input.destinationListId,
            index: input.newPosition,
          }),
        );
        if (fast) return fast;
      }
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'card', input.cardId, userId);
        await assertUnchangedSince(tx, input.cardId, input.unchangedSince);
        const found = await repo.findMove(
          tx,
          input.cardId,
          input.destinationListId,
          input.newPosition,
        );
        if (!found) throw notFound('card');
        const { destination } = found;
        if (!destination || destination.boardId !== access.boardId) throw notFound('list');
        if (found.listId !== input.sourceListId) {
          throw new AppError(
            'STALE_MOVE',
            'Este cartão foi movido por outra pessoa. Atualize o quadro.',
          );
        }
        const { count } = found.neighbours;
        const index = clamp(input.newPosition, 0, count);
        const sortKey = await placeBetween(
          found.neighbours,
          index,
          () => repo.cardKeys(tx, destination.id, input.cardId),
          (keys) => setSortKeys(tx, cards, keys),
          input.cardId,
        );
        const moved = await repo.moveCard(
          tx,
          input.cardId,
          { listId: destination.id, sortKey },
          index,
          { ...actorOf(access, userId), fromList: found.listName, toList: destination.name },
        );
        if (!moved) throw notFound('card');
        return committed(access, moved);
      });
    },

    async remove(userId: string, cardId: string): Promise<Committed<void>> {
      return db.transaction(async (tx) => {
        const access = await begin(tx, 'card', cardId, userId);
        const deleted = await repo.deleteCard(tx, cardId, actorOf(access, userId));
        if (!deleted) throw notFound('card');
        await notifier.cardDeleted(tx, { cardId, dueDate: deleted.dueDate });
        return committed(access, undefined);
      });
    },
  };
}

export type CardsService = ReturnType<typeof createCardsService>;
