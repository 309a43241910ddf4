import { can, ROLE_LABELS, type ThemeId, type WorkspaceSummary } from '@quadro/contracts';
import { ChevronsUpDown, CreditCard, Plus, Settings, UserPlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { paths } from '../../../lib/paths';
import { ThemeSubmenu } from './theme-submenu';

export interface WorkspaceMenuProps {
  current: WorkspaceSummary | undefined;
  workspaces: readonly WorkspaceSummary[];
  onSwitch: (workspaceId: string) => void;
  onCreate: () => void;
  onSettings: () => void;
  /** 'Convidar pessoas' (owner/admin), when the screen can open the invite dialog. */
  onInvite?: (() => void) | undefined;
  /** The current workspace's theme, when it can be changed here (owner/admin, spec §2). */
  theme?: ThemeId | undefined;
  onThemeChange?: ((theme: ThemeId) => void) | undefined;
}

function WorkspaceBadge({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-indigo-600 text-xs font-bold text-on-accent"
    >
      {name.trim().charAt(0).toLocaleUpperCase('pt-BR') || 'Q'}
    </span>
  );
}

/** The user's workspaces (the current one checked), create, and the owner/admin actions. */
export function WorkspaceMenu({
  current,
  workspaces,
  onSwitch,
  onCreate,
  onSettings,
  onInvite,
  theme,
  onThemeChange,
}: WorkspaceMenuProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const role = current?.role;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex h-9 max-w-[55vw] min-w-0 items-center gap-2 rounded-lg px-1.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100 sm:max-w-xs">
        <WorkspaceBadge name={current?.name ?? ''} />
        <span className="min-w-0 truncate text-sm font-semibold text-slate-900">
          {current?.name ?? 'Workspace'}
        </span>
        {/* The name comes from the visible text (WCAG 2.5.3), completed for screen readers. */}
        <span className="sr-only"> — trocar de workspace</span>
        <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          aria-label="Workspaces"
          value={current?.id ?? ''}
          onValueChange={(workspaceId) => {
            if (workspaceId !== current?.id) onSwitch(workspaceId);
          }}
        >
          {workspaces.map((workspace) => (
            <DropdownMenuRadioItem key={workspace.id} value={workspace.id}>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-800">{workspace.name}</span>
                <span className="block text-xs text-slate-600">{ROLE_LABELS[workspace.role]}</span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onCreate}>
          <Plus className="size-4 text-slate-500" aria-hidden="true" />
          Criar novo workspace
        </DropdownMenuItem>
        {onInvite && can(role, 'members:invite') && (
          <DropdownMenuItem onSelect={onInvite}>
            <UserPlus className="size-4 text-slate-500" aria-hidden="true" />
            Convidar pessoas
          </DropdownMenuItem>
        )}
        {can(role, 'workspace:update') && (
          <DropdownMenuItem onSelect={onSettings}>
            <Settings className="size-4 text-slate-500" aria-hidden="true" />
            Configurações do workspace
          </DropdownMenuItem>
        )}
        {can(role, 'workspace:billing') && (
          <DropdownMenuItem
            onSelect={() => void navigate(paths.billing(), { state: { from: location.pathname } })}
          >
            <CreditCard className="size-4 text-slate-500" aria-hidden="true" />
            Assinatura e cobrança
          </DropdownMenuItem>
        )}
        {theme && onThemeChange && can(role, 'workspace:theme') && (
          <ThemeSubmenu value={theme} onChange={onThemeChange} />
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
