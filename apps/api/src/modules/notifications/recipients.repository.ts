import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import {
  boards,
  cards,
  checklistItems,
  notificationPreferences,
  users,
  workspaceMembers,
} from '../../platform/db/schema/index.js';
import { cardArchived } from '../../domain/archive/card-archived.js';
import { preferenceColumns, type PreferenceColumns } from './preferences.repository.js';

/** A person who may be told, with where and how they want to hear of it. */
export interface Recipient {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  preferences: PreferenceColumns;
}

/** The card a notification is about, as its e-mail names it. */
export interface CardSubject {
  id: string;
  title: string;
  boardId: string;
  workspaceId: string;
  assigneeId: string | null;
  dueDate: Date | null;
  dueComplete: boolean;
  /** Out of sight (its list or board too): its reminders say nothing. */
  archived: boolean;
}

export async function findCardSubject(
  db: DbOrTx,
  cardId: string,
  { lock = false } = {},
): Promise<CardSubject | undefined> {
  const query = db
    .select({
      id: cards.id,
      title: cards.title,
      boardId: cards.boardId,
      workspaceId: boards.workspaceId,
      assigneeId: cards.assigneeId,
      dueDate: cards.dueDate,
      dueComplete: cards.dueComplete,
      archived: cardArchived,
    })
    .from(cards)
    .innerJoin(boards, eq(boards.id, cards.boardId))
    .where(eq(cards.id, cardId));
  // A reminder reads the card it fires for under a share lock: a change waits for it, or wins.
  const [row] = await (lock ? query.for('share', { of: cards }) : query);
  return row;
}

/** A checklist item a notification is about, with its card. */
export interface ItemSubject {
  id: string;
  text: string;
  assigneeId: string | null;
  dueDate: Date | null;
  done: boolean;
  card: CardSubject;
}

export async function findItemSubject(
  db: DbOrTx,
  itemId: string,
  { lock = false } = {},
): Promise<ItemSubject | undefined> {
  const query = db
    .select({
      id: checklistItems.id,
      text: checklistItems.text,
      assigneeId: checklistItems.assigneeId,
      dueDate: checklistItems.dueDate,
      done: checklistItems.done,
      cardId: cards.id,
      title: cards.title,
      boardId: cards.boardId,
      workspaceId: boards.workspaceId,
      cardAssigneeId: cards.assigneeId,
      cardDueDate: cards.dueDate,
      dueComplete: cards.dueComplete,
      archived: cardArchived,
    })
    .from(checklistItems)
    .innerJoin(cards, eq(cards.id, checklistItems.cardId))
    .innerJoin(boards, eq(boards.id, cards.boardId))
    .where(eq(checklistItems.id, itemId));
  // As a card's reminder: a change to the item waits for the reminder, or wins.
  const [row] = await (lock ? query.for('share', { of: checklistItems }) : query);
  if (!row) return undefined;
  const {
    cardId,
    title,
    boardId,
    workspaceId,
    cardAssigneeId,
    cardDueDate,
    dueComplete,
    archived,
  } = row;
  return {
    id: row.id,
    text: row.text,
    assigneeId: row.assigneeId,
    dueDate: row.dueDate,
    done: row.done,
    card: {
      id: cardId,
      title,
      boardId,
      workspaceId,
      assigneeId: cardAssigneeId,
      dueDate: cardDueDate,
      dueComplete,
      archived,
    },
  };
}

/** Those of `userIds` who are members of the workspace, with their preferences. */
export async function findRecipients(
  db: DbOrTx,
  workspaceId: string,
  userIds: readonly string[],
): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      ...preferenceColumns,
    })
    .from(users)
    .innerJoin(
      workspaceMembers,
      and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, workspaceId)),
    )
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(inArray(users.id, [...userIds]));
  return rows.map(({ id, name, email, emailVerified, ...preferences }) => ({
    id,
    name,
    email,
    emailVerified,
    preferences,
  }));
}

/** The members of a workspace, to find who a comment mentions. */
export async function findMemberNames(
  db: DbOrTx,
  workspaceId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId));
}
