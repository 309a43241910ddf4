import { allows, can, type Member, type Role, type WorkspaceAccess } from '@quadro/contracts';
import type { AssignableRole } from '../api/update-member-role';

/**
 * Whether the caller's panel offers a role change and removal for `target` (spec §6, design §6):
 * owners and admins manage the others, never themselves nor the owner, and only the owner manages
 * an admin. The server decides the same from the same table; the panel only mirrors it.
 */
export function canManageMember(
  callerRole: Role,
  callerId: string | undefined,
  target: Pick<Member, 'id' | 'role'>,
): boolean {
  if (!can(callerRole, 'members:manage')) return false;
  if (target.id === callerId || target.role === 'owner') return false;
  return target.role !== 'admin' || can(callerRole, 'members:manage-admins');
}

/** The roles the caller may pick for someone: admin only when the caller is the owner (§6). */
export function assignableRoles(callerRole: Role): AssignableRole[] {
  return can(callerRole, 'members:grant-admin')
    ? ['admin', 'member', 'read_only']
    : ['member', 'read_only'];
}

/**
 * Whether the caller's panel offers to hand the workspace to `target`: the owner's right (kept
 * when the owner's plan is over: a new owner who pays is the way back), to an admin only, as the
 * API allows.
 */
export function canTransferOwnershipTo(
  access: WorkspaceAccess,
  callerId: string | undefined,
  target: Pick<Member, 'id' | 'role'>,
): boolean {
  return allows(access, 'workspace:transfer') && target.role === 'admin' && target.id !== callerId;
}
