import type { Role } from '@quadro/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import {
  boards,
  cards,
  checklistItems,
  users,
  workspaceMembers,
} from '../../platform/db/schema/index.js';

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

/** Hands the workspace over: the owner becomes an admin first (one owner per workspace). */
export async function transferOwnership(
  db: DbOrTx,
  workspaceId: string,
  from: string,
  to: string,
): Promise<void> {
  await setRole(db, workspaceId, from, 'admin');
  await setRole(db, workspaceId, to, 'owner');
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

/**
 * The workspace's boards where the member is an assignee, of a card or a checklist item, in id
 * order (the order they lock in).
 */
export async function boardsAssigning(
  db: DbOrTx,
  workspaceId: string,
  userId: string,
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select b.id from ${boards} b where b.workspace_id = ${workspaceId} and (
        exists (select 1 from ${cards} c where c.board_id = b.id and c.assignee_id = ${userId})
        or exists (select 1 from ${checklistItems} i join ${cards} c on c.id = i.card_id
          where c.board_id = b.id and i.assignee_id = ${userId}))
      order by b.id`,
  );
  return rows.map((row) => row.id);
}

/** Takes the member off the cards and checklist items of `boardIds`. */
export async function unassignCards(db: DbOrTx, boardIds: string[], userId: string) {
  if (boardIds.length === 0) return;
  await db
    .update(cards)
    .set({ assigneeId: null, updatedAt: sql`now()` })
    .where(and(eq(cards.assigneeId, userId), inArray(cards.boardId, boardIds)));
  await db.execute(
    sql`update ${checklistItems} i set assignee_id = null, updated_at = now() from ${cards} c
      where c.id = i.card_id and i.assignee_id = ${userId} and c.board_id in ${boardIds}`,
  );
}
