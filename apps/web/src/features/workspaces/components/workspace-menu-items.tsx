import { allows, can, ROLE_LABELS, type ThemeId, type WorkspaceSummary } from '@quadro/contracts';
import { CalendarDays, CreditCard, Import, Plus, Settings, UserPlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu';
import { paths } from '../../../lib/paths';
import { ThemeSubmenu } from './theme-submenu';

export interface WorkspaceMenuProps {
  current: WorkspaceSummary | undefined;
  workspaces: readonly WorkspaceSummary[];
  onSwitch: (workspaceId: string) => void;
  onCreate: () => void;
  onSettings: () => void;
  /** The region's holidays and the workspace's own days off: any member reads them. */
  onHolidays?: (() => void) | undefined;
  /** 'Convidar pessoas' (owner/admin), when the screen can open the invite dialog. */
  onInvite?: (() => void) | undefined;
  /** 'Importar do Trello' (owner/admin), when the screen can open the import dialog. */
  onImport?: (() => void) | undefined;
  /** The current workspace's theme, when it can be changed here (owner/admin, spec §2). */
  theme?: ThemeId | undefined;
  onThemeChange?: ((theme: ThemeId) => void) | undefined;
}

/** The workspace menu's content: the workspaces to switch to, create, and owner/admin actions. */
export function WorkspaceMenuItems({
  current,
  workspaces,
  onSwitch,
  onCreate,
  onSettings,
  onHolidays,
  onInvite,
  onImport,
  theme,
  onThemeChange,
}: WorkspaceMenuProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const role = current?.role;
  return (
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
      {onInvite && allows(current, 'members:invite') && (
        <DropdownMenuItem onSelect={onInvite}>
          <UserPlus className="size-4 text-slate-500" aria-hidden="true" />
          Convidar pessoas
        </DropdownMenuItem>
      )}
      {onImport && allows(current, 'boards:manage') && (
        <DropdownMenuItem onSelect={onImport}>
          <Import className="size-4 text-slate-500" aria-hidden="true" />
          Importar do Trello
        </DropdownMenuItem>
      )}
      {can(role, 'workspace:update') && (
        <DropdownMenuItem onSelect={onSettings}>
          <Settings className="size-4 text-slate-500" aria-hidden="true" />
          Configurações do workspace
        </DropdownMenuItem>
      )}
      {current && onHolidays && (
        <DropdownMenuItem onSelect={onHolidays}>
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          Feriados e dias sem expediente
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
      {theme && onThemeChange && allows(current, 'workspace:theme') && (
        <ThemeSubmenu value={theme} onChange={onThemeChange} />
      )}
    </DropdownMenuContent>
  );
}
