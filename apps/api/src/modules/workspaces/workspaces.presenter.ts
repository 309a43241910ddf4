import type { Role, ThemeId, Workspace, WorkspaceSummary } from '@quadro/contracts';
import { safeAvatarUrl, THEME_IDS } from '@quadro/contracts';
import { asRegion } from '../../domain/calendar/working-calendar.js';
import type { MemberRow, WorkspaceRow } from './workspaces.repository.js';

const asTheme = (theme: string): ThemeId =>
  (THEME_IDS as readonly string[]).includes(theme) ? (theme as ThemeId) : 'default';

/** The caller's view of a workspace: their role, and whether its owner's plan allows writes. */
export interface WorkspaceAccessRow {
  role: Role;
  ownerPlanActive: boolean;
}

export function presentWorkspaceSummary(
  row: WorkspaceRow,
  { role, ownerPlanActive }: WorkspaceAccessRow,
): WorkspaceSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    theme: asTheme(row.theme),
    role,
    ownerPlanActive,
    region: asRegion(row.region),
  };
}

export function presentWorkspace(
  row: WorkspaceRow,
  access: WorkspaceAccessRow,
  members: MemberRow[],
): Workspace {
  return {
    ...presentWorkspaceSummary(row, access),
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      role: m.role,
      avatarUrl: safeAvatarUrl(m.avatarUrl),
      isOnline: m.isOnline,
      lastSeen: m.lastSeenAt?.toISOString() ?? null,
    })),
  };
}
