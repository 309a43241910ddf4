import { and, eq, lt, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  boards,
  cardFollowers,
  cards,
  checklistItems,
  notificationPreferences,
  users,
  workspaceMembers,
} from '../../platform/db/schema/index.js';
import { cardArchived } from '../../domain/archive/card-archived.js';
import { preferenceColumns } from './preferences.repository.js';

/** An open due date before `horizon`, on a card the person is assigned to or follows. */
const openDueBefore = (horizon: Date) =>
  and(sql`${cards.dueDate} is not null`, eq(cards.dueComplete, false), lt(cards.dueDate, horizon));

/** An open due date before `horizon` on a checklist item with an assignee. */
const openItemDueBefore = (horizon: Date) =>
  and(
    sql`${checklistItems.dueDate} is not null`,
    eq(checklistItems.done, false),
    sql`${checklistItems.assigneeId} is not null`,
    lt(checklistItems.dueDate, horizon),
  );

/** Who may be told of an open due date: each card's assignee and followers, each item's assignee. */
const peopleOfCards = (db: DbOrTx, horizon: Date) =>
  db
    .select({
      userId: sql<string>`${cards.assigneeId}`.as('person_id'),
      cardId: sql<string>`${cards.id}`.as('due_card_id'),
    })
    .from(cards)
    .where(and(openDueBefore(horizon), sql`${cards.assigneeId} is not null`))
    .union(
      db
        .select({
          userId: sql<string>`${cardFollowers.userId}`.as('person_id'),
          cardId: sql<string>`${cardFollowers.cardId}`.as('due_card_id'),
        })
        .from(cardFollowers)
        .innerJoin(cards, eq(cards.id, cardFollowers.cardId))
        .where(openDueBefore(horizon)),
    )
    .union(
      db
        .select({
          userId: sql<string>`${checklistItems.assigneeId}`.as('person_id'),
          cardId: sql<string>`${checklistItems.cardId}`.as('due_card_id'),
        })
        .from(checklistItems)
        .where(openItemDueBefore(horizon)),
    )
    .as('people');

export interface DigestCandidate {
  id: string;
  timeZone: string;
}

/**
 * Who might get a digest: a verified address that wants it, with an open due date before
 * `horizon` on a card they are assigned to or follow. The partial index on open due dates keeps
 * this to the cards that matter.
 */
export async function findDigestCandidates(db: DbOrTx, horizon: Date): Promise<DigestCandidate[]> {
  const people = peopleOfCards(db, horizon);
  return db
    .selectDistinct({ id: users.id, timeZone: preferenceColumns.timeZone })
    .from(people)
    .innerJoin(users, eq(users.id, people.userId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(sql`${users.emailVerifiedAt} is not null`, sql`${preferenceColumns.emailDigest}`));
}

export interface DueCard {
  id: string;
  title: string;
  boardId: string;
  dueDate: Date;
  /** The card's checklist item whose date this is, assigned to the person; absent for the card's. */
  item?: string;
}

/** The person's open due dates before `horizon`, in workspaces they still belong to. */
export async function findDueCardsOf(
  db: DbOrTx,
  userId: string,
  horizon: Date,
): Promise<DueCard[]> {
  const rows = await db
    .select({ id: cards.id, title: cards.title, boardId: cards.boardId, dueDate: cards.dueDate })
    .from(cards)
    .innerJoin(boards, eq(boards.id, cards.boardId))
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, boards.workspaceId),
        eq(workspaceMembers.userId, userId),
      ),
    )
    .where(
      and(
        openDueBefore(horizon),
        not(cardArchived),
        or(
          eq(cards.assigneeId, userId),
          sql`exists (select from ${cardFollowers} where ${cardFollowers.cardId} = ${cards.id}
            and ${cardFollowers.userId} = ${userId})`,
        ),
      ),
    )
    .orderBy(cards.dueDate, cards.id);
  return rows.flatMap(({ dueDate, ...card }) => (dueDate ? [{ ...card, dueDate }] : []));
}

/** The open due dates before `horizon` of the checklist items assigned to the person. */
export async function findDueItemsOf(
  db: DbOrTx,
  userId: string,
  horizon: Date,
): Promise<DueCard[]> {
  const rows = await db
    .select({
      id: cards.id,
      title: cards.title,
      boardId: cards.boardId,
      dueDate: checklistItems.dueDate,
      item: checklistItems.text,
    })
    .from(checklistItems)
    .innerJoin(cards, eq(cards.id, checklistItems.cardId))
    .innerJoin(boards, eq(boards.id, cards.boardId))
    .innerJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspaceId, boards.workspaceId),
        eq(workspaceMembers.userId, userId),
      ),
    )
    .where(
      and(openItemDueBefore(horizon), eq(checklistItems.assigneeId, userId), not(cardArchived)),
    )
    .orderBy(checklistItems.dueDate, checklistItems.id);
  return rows.flatMap(({ dueDate, ...item }) => (dueDate ? [{ ...item, dueDate }] : []));
}

/** Who the digest goes to, as the e-mail greets them; undefined once they no longer want it. */
export async function findDigestRecipient(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; name: string; email: string; timeZone: string } | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      timeZone: preferenceColumns.timeZone,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        sql`${users.emailVerifiedAt} is not null`,
        sql`${preferenceColumns.emailDigest}`,
      ),
    );
  return row;
}
