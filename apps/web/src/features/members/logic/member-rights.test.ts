import { ROLES, type Role } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { assignableRoles, canManageMember } from './member-rights';

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
