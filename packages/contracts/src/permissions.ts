export const ROLES = ['owner', 'admin', 'member', 'read_only'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Proprietário',
  admin: 'Administrador',
  member: 'Membro',
  read_only: 'Somente Leitura',
};

/** The one role → permission table (design §6). The API asserts it; the UI only reads it. */
export const PERMISSIONS = {
  'workspace:read': ['owner', 'admin', 'member', 'read_only'],
  'workspace:update': ['owner', 'admin'],
  'workspace:delete': ['owner'],
  'workspace:theme': ['owner', 'admin'],
  'workspace:billing': ['owner', 'admin'],
  'members:invite': ['owner', 'admin'],
  'members:manage': ['owner', 'admin'],
  'members:grant-admin': ['owner'],
  /** Changing an admin's role or removing them: the same ceiling as granting admin. */
  'members:manage-admins': ['owner'],
  'boards:manage': ['owner', 'admin'],
  'lists:manage': ['owner', 'admin'],
  'cards:manage': ['owner', 'admin', 'member'],
  'comments:create': ['owner', 'admin', 'member'],
  'comments:moderate': ['owner', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * What a workspace still allows once its owner's trial and paid period are over (design §7):
 * reading it, the billing page, and its owner deleting it. Every other permission is a write
 * that answers 402 until the owner subscribes.
 */
const WITHOUT_SUBSCRIPTION: readonly Permission[] = [
  'workspace:read',
  'workspace:billing',
  'workspace:delete',
];

export const needsSubscription = (permission: Permission): boolean =>
  !WITHOUT_SUBSCRIPTION.includes(permission);
