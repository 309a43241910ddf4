import type { Member, Role, User, Workspace } from '@quadro/contracts';
import { testUser } from '../../../test/users';

export const WORKSPACE_ID = '00000000-0000-4000-8000-0000000000a1';

export function member(index: number, role: Role, overrides: Partial<Member> = {}): Member {
  const suffix = String(index).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${suffix}`,
    name: `Pessoa ${index}`,
    email: `pessoa${index}@exemplo.com`,
    role,
    avatarUrl: null,
    isOnline: false,
    lastSeen: null,
    ...overrides,
  };
}

export const owner = member(1, 'owner', { name: 'Ana Dona', isOnline: true });
export const admin = member(2, 'admin', { name: 'Bruno Admin' });
export const plain = member(3, 'member', { name: 'Carla Membro' });
export const reader = member(4, 'read_only', { name: '', email: 'leitor@exemplo.com' });

export function workspaceFor(
  role: Role,
  members: Member[] = [owner, admin, plain, reader],
): Workspace {
  return {
    id: WORKSPACE_ID,
    name: 'Produto',
    description: '',
    theme: 'default',
    role,
    ownerPlanActive: true,
    region: 'BR',
    members,
  };
}

/** The signed-in user as the given member. */
export function userFrom(source: Member): User {
  return testUser({ id: source.id, name: source.name, email: source.email });
}
