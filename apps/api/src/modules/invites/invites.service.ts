import {
  INVITE_TTL_DAYS,
  ROLE_LABELS,
  canInviteAs,
  type Role,
  type AcceptInviteResponse,
  type InviteInfo,
  type PendingInvite,
  type SentInviteResponse,
  type InviteInput,
} from '@quadro/contracts';
import type { Db } from '../../platform/db/client.js';
import { lockUser, lockWorkspace } from '../../domain/access/locks.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { randomToken } from '../../platform/session/random-tokens.js';
import { enqueueMail, type Mailer } from '../mail/mail.service.js';
import { inviteEmail } from '../mail/templates.js';
import { requireActivePlan, requireWorkspace } from '../../domain/access/access.service.js';
import { recordActivity } from '../../domain/activities/record-activity.js';
import { findUser, markEmailVerified } from '../auth/auth.service.js';
import { joinWorkspace } from '../members/members.service.js';
import { findWorkspace } from '../workspaces/workspaces.service.js';
import * as repo from './invites.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const inviteNotFound = () => new AppError('INVITE_NOT_FOUND');

/**
 * An invite is only as good as its inviter's rights now: one whose inviter was removed from the
 * workspace, or demoted below what the invite grants, is no longer valid
 * (the decision on invites of a removed or demoted inviter).
 */
const stillBacked = (found: {
  invite: { role: Exclude<Role, 'owner'> };
  inviterRole: Role | null;
}): boolean => canInviteAs(found.inviterRole, found.invite.role);

export function createInvitesService({
  db,
  mail,
  publicUrl,
}: {
  db: Db;
  mail: Mailer;
  publicUrl: string;
}) {
  return {
    /** Sends (or sends again, replacing the pending one) an invitation by e-mail. */
    async send(
      userId: string,
      workspaceId: string,
      input: InviteInput,
    ): Promise<SentInviteResponse> {
      const invite = await db.transaction(async (tx) => {
        const { role } = await requireWorkspace(tx, workspaceId, userId, 'members:invite');
        if (!canInviteAs(role, input.role))
          throw new AppError('FORBIDDEN', 'Apenas o proprietário pode convidar administradores');
        if (!(await lockWorkspace(tx, workspaceId, 'serialise'))) throw notFound('workspace');
        if (await repo.isMemberByEmail(tx, workspaceId, input.email))
          throw new AppError('ALREADY_MEMBER');
        const [workspace, inviter] = await Promise.all([
          findWorkspace(tx, workspaceId),
          findUser(tx, userId),
        ]);
        if (!workspace || !inviter) throw notFound('workspace');
        const invite = await repo.replacePendingInvite(tx, {
          workspaceId,
          email: input.email,
          role: input.role,
          invitedBy: userId,
          token: randomToken(),
          expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * DAY_MS),
        });
        await recordActivity(tx, {
          workspaceId,
          userId,
          action: 'invite',
          entityType: 'member',
          entityId: invite.id,
          metadata: { name: input.email, newRole: input.role },
        });
        const link = `${publicUrl}/invite/${encodeURIComponent(invite.token)}`;
        await enqueueMail(
          tx,
          input.email,
          inviteEmail(inviter.name, workspace.name, ROLE_LABELS[input.role], link),
        );
        return invite;
      });
      mail.kick();
      return {
        invite: {
          id: invite.id,
          workspaceId: invite.workspaceId,
          email: invite.email,
          role: invite.role,
          expiresAt: invite.expiresAt.toISOString(),
        },
      };
    },

    /** Public: what the invite page and the invited sign-up show. */
    async info(token: string): Promise<InviteInfo> {
      const found = await repo.findPendingByToken(db, token);
      if (!found || !stillBacked(found)) throw inviteNotFound();
      return {
        email: found.invite.email,
        workspaceName: found.workspaceName,
        inviterName: found.inviterName ?? '',
      };
    },

    /**
     * Joins the caller to the workspace when the invite was sent to their e-mail. Single use;
     * accepting an invite to a workspace one already belongs to adds nobody.
     */
    async accept(userId: string, token: string): Promise<AcceptInviteResponse> {
      const found = await repo.findPendingByToken(db, token);
      if (!found || !stillBacked(found)) throw inviteNotFound();
      const { workspaceId } = found.invite;
      return db.transaction(async (tx) => {
        // The lock order: the user (whose address this verifies), the workspace, the invite.
        await lockUser(tx, userId);
        if (!(await lockWorkspace(tx, workspaceId, 'serialise'))) throw inviteNotFound();
        const locked = await repo.lockPendingInvite(tx, found.invite.id);
        if (!locked || !stillBacked(locked)) throw inviteNotFound();
        const { invite } = locked;
        const user = await findUser(tx, userId);
        if (!user) throw new AppError('UNAUTHORIZED');
        if (user.email !== invite.email) throw new AppError('INVITE_EMAIL_MISMATCH');
        await requireActivePlan(tx, { workspaceId, role: invite.role });
        await repo.markAccepted(tx, invite.id);
        // The link reached the inbox (or the bell showed it to the verified address).
        if (!user.emailVerifiedAt) await markEmailVerified(tx, userId);
        if (await joinWorkspace(tx, { workspaceId, userId, role: invite.role })) {
          await recordActivity(tx, {
            workspaceId,
            userId,
            action: 'join',
            entityType: 'member',
            entityId: userId,
            metadata: { name: user.name, newRole: invite.role },
          });
        }
        return { success: true as const, workspaceId };
      });
    },

    /** The bell's invitations: only for a verified address, since the e-mail is the key. */
    async pending(userId: string): Promise<{ invites: PendingInvite[]; emailVerified: boolean }> {
      const user = await findUser(db, userId);
      if (!user?.emailVerifiedAt) return { invites: [], emailVerified: false };
      const rows = await repo.listPendingFor(db, user.email);
      const invites = rows.filter(stillBacked).map(({ invite, workspaceName, inviterName }) => ({
        id: invite.id,
        token: invite.token,
        inviterName: inviterName ?? '',
        workspaceName,
        role: invite.role,
        workspaceId: invite.workspaceId,
      }));
      return { invites, emailVerified: true };
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;
