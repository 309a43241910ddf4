import type { Role } from '@quadro/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../../platform/db/client.js';
import {
  subscriptions,
  users,
  workspaceMembers,
  workspaces,
} from '../../platform/db/schema/index.js';
import { presenceColumns } from '../presence/presence-columns.js';
import { writesUntil } from '../../domain/subscription/plans.repository.js';

export type WorkspaceRow = typeof workspaces.$inferSelect;

const ownerMembership = alias(workspaceMembers, 'owner_membership');

/** The user's workspaces with their role, and each owner's trial end and paid period. */
export async function listWorkspacesOf(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      workspace: workspaces,
      role: workspaceMembers.role,
      ownerPlan: {
        trialEndsAt: users.trialEndsAt,
        writesUntil,
      },
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(
      ownerMembership,
      and(eq(ownerMembership.workspaceId, workspaces.id), eq(ownerMembership.role, 'owner')),
    )
    .leftJoin(users, eq(users.id, ownerMembership.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaces.id));
  return rows.map(({ workspace, role, ownerPlan }) => ({
    workspace,
    role,
    ownerPlan: ownerPlan?.trialEndsAt ? { ...ownerPlan, trialEndsAt: ownerPlan.trialEndsAt } : null,
  }));
}

export async function findWorkspace(
  db: DbOrTx,
  workspaceId: string,
): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  return row;
}

export async function insertWorkspace(
  db: DbOrTx,
  values: { name: string; description: string },
  ownerId: string,
): Promise<WorkspaceRow> {
  const [row] = await db.insert(workspaces).values(values).returning();
  if (!row) throw new Error('insert into workspaces returned no row');
  await db.insert(workspaceMembers).values({ workspaceId: row.id, userId: ownerId, role: 'owner' });
  return row;
}

export async function updateWorkspace(
  db: DbOrTx,
  workspaceId: string,
  values: { name?: string; description?: string; theme?: string; region?: string },
): Promise<WorkspaceRow | undefined> {
  const [row] = await db
    .update(workspaces)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workspaces.id, workspaceId))
    .returning();
  return row;
}

/**
 * Deletes the workspace and, by `ON DELETE CASCADE`, everything that hangs from it: memberships,
 * invites, activities, boards and their lists, cards and comments. Answers whether it existed.
 */
export async function memberWorkspaceIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.workspaceId));
  return rows.map((row) => row.id);
}

/** The workspaces `userId` owns, each with how many other people are members. */
export async function ownedWorkspaces(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; name: string; others: number }[]> {
  return queryRows(
    db,
    sql`select w.id, w.name, (select count(*)::int from ${workspaceMembers} o
        where o.workspace_id = w.id and o.user_id <> ${userId}) as others
      from ${workspaceMembers} m join ${workspaces} w on w.id = m.workspace_id
      where m.user_id = ${userId} and m.role = 'owner' order by w.created_at, w.id`,
  );
}

export async function deleteWorkspace(db: DbOrTx, workspaceId: string): Promise<boolean> {
  const rows = await db
    .delete(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .returning({ id: workspaces.id });
  return rows.length > 0;
}

export async function listMembers(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatarUrl: users.avatarUrl,
      role: workspaceMembers.role,
      ...presenceColumns,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.createdAt), asc(users.id));
}

export type MemberRow = {
  id: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  role: Role;
  isOnline: boolean;
  lastSeenAt: Date | null;
};
