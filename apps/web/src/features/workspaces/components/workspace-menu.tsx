import { ChevronsUpDown } from 'lucide-react';
import { DeferredDropdownMenu } from '../../../components/ui/deferred-dropdown-menu';
import type { WorkspaceMenuProps } from './workspace-menu-items';

const loadItems = () => import('./workspace-menu-items');

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
export function WorkspaceMenu(props: WorkspaceMenuProps) {
  const { current } = props;
  return (
    <DeferredDropdownMenu
      loadItems={loadItems}
      trigger={{
        className:
          'flex h-9 max-w-[55vw] min-w-0 items-center gap-2 rounded-lg px-1.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100 sm:max-w-xs',
        children: (
          <>
            <WorkspaceBadge name={current?.name ?? ''} />
            <span className="min-w-0 truncate text-sm font-semibold text-slate-900">
              {current?.name ?? 'Workspace'}
            </span>
            {/* The name comes from the visible text (WCAG 2.5.3), completed for screen readers. */}
            <span className="sr-only"> — trocar de workspace</span>
            <ChevronsUpDown className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          </>
        ),
      }}
    >
      {({ WorkspaceMenuItems }) => <WorkspaceMenuItems {...props} />}
    </DeferredDropdownMenu>
  );
}
