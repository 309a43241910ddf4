import { can, type Role } from '@quadro/contracts';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  bumpBoardVersion,
  lockUser,
  lockWorkspace,
  touchWorkspace,
  type BoardWritten,
} from '../../domain/access/locks.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { AccessMemory } from '../../platform/realtime/access-memory.js';
import { requireWorkspace } from '../../domain/access/access.service.js';
import { recordActivity } from '../../domain/activities/record-activity.js';
import { enqueueMail, type Mailer } from '../mail/mail.service.js';
import { ownershipTransferredEmail } from '../mail/templates.js';
import * as repo from './members.repository.js';

/**
 * Who may act on whom (spec §6, design §6): owners and admins manage the others, never
 * themselves nor the owner; only the owner grants admin, and so only the owner changes or removes
 * an admin (an admin could otherwise undo the owner's grant). Changes are serialised per workspace,
 * and a member's next request already sees the new role (roles are read on every request).
 */
async function targetOf(tx: Tx, workspaceId: string, actorId: string, targetId: string) {
  if (!(await lockWorkspace(tx, workspaceId, 'serialise'))) throw notFound('workspace');
  const actor = await requireWorkspace(tx, workspaceId, actorId, 'members:manage');
  if (targetId === actorId)
    throw new AppError('FORBIDDEN', 'Você não pode alterar o seu próprio acesso');
  const target = await repo.findMember(tx, workspaceId, targetId);
  if (!target) throw notFound('member');
  if (target.role === 'owner')
    throw new AppError('FORBIDDEN', 'O acesso do proprietário não pode ser alterado');
  if (target.role === 'admin' && !can(actor.role, 'members:manage-admins'))
    throw new AppError('OWNER_MANAGES_ADMINS');
  return { actor, target };
}

/**
 * Takes a leaving member off the workspace's cards and checklist items: each board that loses an
 * assignee has its version bumped first (its lock, before its cards), so every viewer hears of it
 * and its change log names the cards at the new version; this instance's memory is told at once
 * (`written`), as for every board write.
 */
export async function unassignMember(
  tx: Tx,
  workspaceId: string,
  userId: string,
  written: BoardWritten,
): Promise<void> {
  const boardIds = await repo.boardsAssigning(tx, workspaceId, userId);
  for (const boardId of boardIds) {
    const version = await bumpBoardVersion(tx, boardId);
    if (version !== undefined) written({ workspaceId, boardId }, version);
  }
  await repo.unassignCards(tx, boardIds, userId);
}

/** Adds a member (for invites); false when the user already is one. */
export const joinWorkspace = (
  tx: Tx,
  values: { workspaceId: string; userId: string; role: Exclude<Role, 'owner'> },
): Promise<boolean> => repo.addMember(tx, values);

export function createMembersService({
  db,
  memory,
  mail,
  publicUrl,
}: {
  db: Db;
  memory: AccessMemory;
  mail: Mailer;
  publicUrl: string;
}) {
  return {
    /**
     * The owner hands the workspace to one of its admins and stays as an admin; from then on the
     * new owner's plan decides whether the workspace takes changes (design §7). Both are told.
     */
    async transferOwnership(ownerId: string, workspaceId: string, targetId: string): Promise<void> {
      await db.transaction(async (tx) => {
        // Who may, before any lock; again under the locks, in case it changed meanwhile.
        await requireWorkspace(tx, workspaceId, ownerId, 'workspace:transfer');
        if (targetId === ownerId) throw new AppError('OWNERSHIP_TO_SELF');
        // The new owner's account first (the lock order's user → workspace): one deleting their
        // account meanwhile is either gone before, or waits for the workspace to be theirs.
        if (!(await lockUser(tx, targetId))) throw notFound('member');
        if (!(await lockWorkspace(tx, workspaceId, 'serialise'))) throw notFound('workspace');
        await requireWorkspace(tx, workspaceId, ownerId, 'workspace:transfer');
        const target = await repo.findMember(tx, workspaceId, targetId);
        if (!target) throw notFound('member');
        if (target.role !== 'admin') throw new AppError('OWNERSHIP_TO_NON_ADMIN');
        const owner = await repo.findMember(tx, workspaceId, ownerId);
        if (!owner) throw notFound('member');
        await repo.transferOwnership(tx, workspaceId, ownerId, targetId);
        for (const [person, oldRole, newRole] of [
          [target, 'admin', 'owner'],
          [owner, 'owner', 'admin'],
        ] as const)
          await recordActivity(tx, {
            workspaceId,
            userId: ownerId,
            action: 'update',
            entityType: 'member',
            entityId: person.userId,
            metadata: { name: person.name, oldRole, newRole },
          });
        const { name: workspace } = await touchWorkspace(tx, workspaceId);
        const url = `${publicUrl}/board`;
        await enqueueMail(
          tx,
          target.email,
          ownershipTransferredEmail(
            'to',
            { person: target.name, other: owner.name, workspace },
            url,
          ),
        );
        await enqueueMail(
          tx,
          owner.email,
          ownershipTransferredEmail(
            'from',
            { person: owner.name, other: target.name, workspace },
            url,
          ),
        );
      });
      memory.forgetMember(workspaceId, ownerId);
      memory.forgetMember(workspaceId, targetId);
      mail.kick();
    },

    async changeRole(
      actorId: string,
      workspaceId: string,
      targetId: string,
      role: Exclude<Role, 'owner'>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const { actor, target } = await targetOf(tx, workspaceId, actorId, targetId);
        if (role === 'admin' && !can(actor.role, 'members:grant-admin'))
          throw new AppError('FORBIDDEN', 'Apenas o proprietário pode tornar alguém administrador');
        if (target.role === role) return;
        await repo.setRole(tx, workspaceId, targetId, role);
        await recordActivity(tx, {
          workspaceId,
          userId: actorId,
          action: 'update',
          entityType: 'member',
          entityId: targetId,
          metadata: { name: target.name, oldRole: target.role, newRole: role },
        });
      });
    },

    async remove(actorId: string, workspaceId: string, targetId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const { target } = await targetOf(tx, workspaceId, actorId, targetId);
        await unassignMember(tx, workspaceId, targetId, memory.boardWritten);
        await repo.deleteMember(tx, workspaceId, targetId);
        await recordActivity(tx, {
          workspaceId,
          userId: actorId,
          action: 'delete',
          entityType: 'member',
          entityId: targetId,
          metadata: { name: target.name, oldRole: target.role },
        });
      });
      memory.forgetMember(workspaceId, targetId);
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
