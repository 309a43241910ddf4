import { can, ROLE_LABELS, type WorkspaceSummary } from '@quadro/contracts';
import { ChevronsUpDown, CreditCard, Plus, Settings } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuCheckItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { paths } from '../../../lib/paths';

export interface WorkspaceMenuProps {
  current: WorkspaceSummary | undefined;
  workspaces: readonly WorkspaceSummary[];
  onSwitch: (workspaceId: string) => void;
  onCreate: () => void;
  onSettings: () => void;
  switching: boolean;
}

function WorkspaceBadge({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-7 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-indigo-600 text-xs font-bold text-white"
    >
      {name.trim().charAt(0).toLocaleUpperCase('pt-BR') || 'Q'}
    </span>
  );
}

/** The user's workspaces (check on the current one), create, and the owner/admin actions. */
export function WorkspaceMenu({
  current,
  workspaces,
  onSwitch,
  onCreate,
  onSettings,
  switching,
}: WorkspaceMenuProps) {
  const navigate = useNavigate();
  const role = current?.role;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Workspace atual: ${current?.name ?? ''}. Trocar de workspace`}
        aria-busy={switching || undefined}
        className="flex h-9 max-w-[55vw] min-w-0 items-center gap-2 rounded-lg px-1.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100 sm:max-w-xs"
      >
        <WorkspaceBadge name={current?.name ?? ''} />
        <span className="min-w-0 truncate text-sm font-semibold text-slate-900">
          {current?.name ?? 'Workspace'}
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-72">
        <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
        {workspaces.map((workspace) => (
          <DropdownMenuCheckItem
            key={workspace.id}
            checked={workspace.id === current?.id}
            onSelect={() => {
              if (workspace.id !== current?.id) onSwitch(workspace.id);
            }}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-slate-800">{workspace.name}</span>
              <span className="block text-xs text-slate-500">{ROLE_LABELS[workspace.role]}</span>
            </span>
          </DropdownMenuCheckItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onCreate}>
          <Plus className="size-4 text-slate-500" aria-hidden="true" />
          Criar novo workspace
        </DropdownMenuItem>
        {can(role, 'workspace:update') && (
          <DropdownMenuItem onSelect={onSettings}>
            <Settings className="size-4 text-slate-500" aria-hidden="true" />
            Configurações do workspace
          </DropdownMenuItem>
        )}
        {can(role, 'workspace:billing') && (
          <DropdownMenuItem onSelect={() => void navigate(paths.billing())}>
            <CreditCard className="size-4 text-slate-500" aria-hidden="true" />
            Assinatura e cobrança
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
