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
  /** Handing the workspace to one of its admins. */
  'workspace:transfer': ['owner'],
  'workspace:theme': ['owner', 'admin'],
  /** The region whose holidays count, and the workspace's own days off. */
  'workspace:calendar': ['owner', 'admin'],
  'workspace:billing': ['owner', 'admin'],
  'members:invite': ['owner', 'admin'],
  'members:manage': ['owner', 'admin'],
  'members:grant-admin': ['owner'],
  /** Changing an admin's role or removing them: the same ceiling as granting admin. */
  'members:manage-admins': ['owner'],
  'boards:manage': ['owner', 'admin'],
  'lists:manage': ['owner', 'admin'],
  'cards:manage': ['owner', 'admin', 'member'],
  /** A board's labels, and putting them on its cards. */
  'labels:manage': ['owner', 'admin', 'member'],
  /** Being told of a card's comments and dates: reading it is enough. */
  'cards:follow': ['owner', 'admin', 'member', 'read_only'],
  'comments:create': ['owner', 'admin', 'member'],
  'comments:moderate': ['owner', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/**
 * Whether someone with `inviter`'s role may invite as `role`: the right to invite, and for admin
 * the right to grant it (design §6). Checked when the invite is sent, and again when it is
 * accepted against the inviter's role then: an invite is never worth more than its inviter's rights.
 */
export function canInviteAs(
  inviter: Role | null | undefined,
  role: Exclude<Role, 'owner'>,
): boolean {
  return (
    can(inviter, 'members:invite') && (role !== 'admin' || can(inviter, 'members:grant-admin'))
  );
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
  // Handing the workspace to someone who pays is how a workspace whose owner stopped gets going.
  'workspace:transfer',
];

export const needsSubscription = (permission: Permission): boolean =>
  !WITHOUT_SUBSCRIPTION.includes(permission);

/** What the UI knows of the caller in a workspace: their role and whether its owner's plan runs. */
export interface WorkspaceAccess {
  role: Role;
  ownerPlanActive: boolean;
}

/**
 * Whether the API would let the caller do this in the workspace now: their role's right (else
 * 403) and, for a write, a running trial or paid period of the owner (else 402). The UI's mirror.
 */
export function allows(
  access: WorkspaceAccess | null | undefined,
  permission: Permission,
): boolean {
  if (!access || !can(access.role, permission)) return false;
  return access.ownerPlanActive || !needsSubscription(permission);
}
