import type { Role } from '@quadro/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { boards, cards, users, workspaceMembers } from '../../platform/db/schema/index.js';

export async function findMember(db: DbOrTx, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

/** Adds a member; one who is already there keeps their role (accepting twice adds nobody). */
export async function addMember(
  db: DbOrTx,
  values: { workspaceId: string; userId: string; role: Exclude<Role, 'owner'> },
): Promise<boolean> {
  const rows = await db
    .insert(workspaceMembers)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: workspaceMembers.userId });
  return rows.length > 0;
}

export async function setRole(
  db: DbOrTx,
  workspaceId: string,
  userId: string,
  role: Role,
): Promise<void> {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

export async function deleteMember(db: DbOrTx, workspaceId: string, userId: string) {
  await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** The workspace's boards where the member is an assignee, in id order (the order they lock in). */
export async function boardsAssigning(
  db: DbOrTx,
  workspaceId: string,
  userId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: boards.id })
    .from(cards)
    .innerJoin(boards, eq(boards.id, cards.boardId))
    .where(and(eq(boards.workspaceId, workspaceId), eq(cards.assigneeId, userId)))
    .orderBy(boards.id);
  return rows.map((row) => row.id);
}

export async function unassignCards(db: DbOrTx, boardIds: string[], userId: string) {
  if (boardIds.length === 0) return;
  await db
    .update(cards)
    .set({ assigneeId: null, updatedAt: sql`now()` })
    .where(and(eq(cards.assigneeId, userId), inArray(cards.boardId, boardIds)));
}
