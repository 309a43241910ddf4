import type { Role, ThemeId, Workspace, WorkspaceSummary } from '@quadro/contracts';
import { safeAvatarUrl, THEME_IDS } from '@quadro/contracts';
import type { MemberRow, WorkspaceRow } from './workspaces.repository.js';

const asTheme = (theme: string): ThemeId =>
  (THEME_IDS as readonly string[]).includes(theme) ? (theme as ThemeId) : 'default';

export function presentWorkspaceSummary(row: WorkspaceRow, role: Role): WorkspaceSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    theme: asTheme(row.theme),
    role,
  };
}

export function presentWorkspace(row: WorkspaceRow, role: Role, members: MemberRow[]): Workspace {
  return {
    ...presentWorkspaceSummary(row, role),
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
