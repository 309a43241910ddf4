import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.js';
import { invites, users, workspaceMembers, workspaces } from '../../platform/db/schema/index.js';

export type InviteRow = typeof invites.$inferSelect;

const pending = () => and(isNull(invites.acceptedAt), gt(invites.expiresAt, new Date()));

/** The inviter's membership where they invited: their role now, or none once they left. */
const inviterMembership = alias(workspaceMembers, 'inviter_membership');
const joinInviter = and(
  eq(inviterMembership.workspaceId, invites.workspaceId),
  eq(inviterMembership.userId, invites.invitedBy),
);

/**
 * A pending invite with the names its e-mail, banner and notification show, and its inviter's
 * current role in the workspace (null once they are no longer a member).
 */
const withNames = {
  invite: invites,
  workspaceName: workspaces.name,
  inviterName: users.name,
  inviterRole: inviterMembership.role,
};

export async function findPendingByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select(withNames)
    .from(invites)
    .innerJoin(workspaces, eq(workspaces.id, invites.workspaceId))
    .leftJoin(users, eq(users.id, invites.invitedBy))
    .leftJoin(inviterMembership, joinInviter)
    .where(and(eq(invites.token, token), pending()));
  return row;
}

/**
 * Locks the invite, so two acceptances of one token cannot both go through; with its inviter's
 * role, read under the workspace lock that role changes take too.
 */
export async function lockPendingInvite(db: DbOrTx, inviteId: string) {
  const [row] = await db
    .select({ invite: invites, inviterRole: inviterMembership.role })
    .from(invites)
    .leftJoin(inviterMembership, joinInviter)
    .where(and(eq(invites.id, inviteId), pending()))
    .for('update', { of: invites });
  return row;
}

export async function listPendingFor(db: DbOrTx, email: string) {
  return db
    .select(withNames)
    .from(invites)
    .innerJoin(workspaces, eq(workspaces.id, invites.workspaceId))
    .leftJoin(users, eq(users.id, invites.invitedBy))
    .leftJoin(inviterMembership, joinInviter)
    .where(and(eq(invites.email, email), pending()))
    .orderBy(asc(invites.createdAt), asc(invites.id));
}

/** Inviting an address again replaces its pending invite (and link). */
export async function replacePendingInvite(
  db: DbOrTx,
  values: Pick<InviteRow, 'workspaceId' | 'email' | 'role' | 'invitedBy' | 'token' | 'expiresAt'>,
): Promise<InviteRow> {
  await db
    .delete(invites)
    .where(
      and(
        eq(invites.workspaceId, values.workspaceId),
        eq(invites.email, values.email),
        isNull(invites.acceptedAt),
      ),
    );
  const [row] = await db.insert(invites).values(values).returning();
  if (!row) throw new Error('insert into invites returned no row');
  return row;
}

export async function markAccepted(db: DbOrTx, inviteId: string): Promise<void> {
  await db.update(invites).set({ acceptedAt: new Date() }).where(eq(invites.id, inviteId));
}

export async function isMemberByEmail(
  db: DbOrTx,
  workspaceId: string,
  email: string,
): Promise<boolean> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.email, email)));
  return rows.length > 0;
}
