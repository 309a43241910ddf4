import { ROLES, type Role } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { assignableRoles, canManageMember, canTransferOwnershipTo } from './member-rights';

const ME = 'me';
const someone = (role: Role) => ({ id: `other-${role}`, role });

/** Which roles' members each caller may manage, themselves left aside. */
const manageable = (caller: Role) =>
  ROLES.filter((role) => canManageMember(caller, ME, someone(role)));

describe('canManageMember', () => {
  it('lets the owner manage everyone but the owner', () => {
    expect(manageable('owner')).toEqual(['admin', 'member', 'read_only']);
  });

  it('lets an admin manage members and readers, never another admin', () => {
    expect(manageable('admin')).toEqual(['member', 'read_only']);
    expect(canManageMember('admin', ME, { id: 'outro-admin', role: 'admin' })).toBe(false);
  });

  it('lets members and readers manage nobody', () => {
    expect(manageable('member')).toEqual([]);
    expect(manageable('read_only')).toEqual([]);
  });

  it('never offers the caller their own access', () => {
    for (const role of ROLES) expect(canManageMember(role, ME, { id: ME, role })).toBe(false);
  });
});

describe('assignableRoles', () => {
  it('offers admin to the owner only', () => {
    expect(assignableRoles('owner')).toEqual(['admin', 'member', 'read_only']);
    expect(assignableRoles('admin')).toEqual(['member', 'read_only']);
  });
});

describe('canTransferOwnershipTo', () => {
  const receivers = (caller: Role, ownerPlanActive = true) =>
    ROLES.filter((role) =>
      canTransferOwnershipTo({ role: caller, ownerPlanActive }, ME, someone(role)),
    );

  it('lets the owner hand the workspace to an admin, and to no one else', () => {
    expect(receivers('owner')).toEqual(['admin']);
  });

  it('lets the owner do it when their plan is over too', () => {
    expect(receivers('owner', false)).toEqual(['admin']);
  });

  it('lets no one else hand it over', () => {
    for (const caller of ['admin', 'member', 'read_only'] as const)
      expect(receivers(caller)).toEqual([]);
  });
});
