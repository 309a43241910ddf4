import type { Workspace } from '@quadro/contracts';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogOut, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { logout } from '../../../lib/session';
import { ActivityHistory } from './activity-history';
import { MemberList } from './member-list';

const TABS = [
  { id: 'members', label: 'Membros' },
  { id: 'history', label: 'Histórico' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export interface MembersPanelProps {
  workspace: Workspace;
  onClose: () => void;
  /** Where the focus goes back when the panel closes: the avatars that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The right-side members panel (spec §2): tabs 'Membros' and 'Histórico', and 'Sair'. */
export function MembersPanel({ workspace, onClose, returnFocusTo }: MembersPanelProps) {
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-scrim/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl focus:outline-none"
        >
          <MembersPanelBody workspace={workspace} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function MembersPanelBody({ workspace }: { workspace: Workspace }) {
  const baseId = useId();
  const [tab, setTab] = useState<TabId>('members');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ members: null, history: null });
  const currentUserId = useAuthStore((state) => state.user?.id);
  const navigate = useNavigate();

  function selectTab(next: TabId) {
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  // WAI-ARIA tabs: arrows move between tabs (wrapping), Home/End jump to the ends.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((item) => item.id === tab);
    const last = TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = TABS[target];
    if (next) selectTab(next.id);
  }

  async function handleLogout() {
    await logout();
    await navigate(paths.login(), { replace: true });
  }

  return (
    <>
      <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4">
        <div className="min-w-0 flex-1">
          <DialogPrimitive.Title className="truncate text-lg font-semibold text-slate-900">
            {workspace.name}
          </DialogPrimitive.Title>
          <p className="text-sm text-slate-600">
            {workspace.members.length === 1 ? '1 membro' : `${workspace.members.length} membros`}
          </p>
        </div>
        <DialogPrimitive.Close
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label="Fechar"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </div>

      <div
        role="tablist"
        aria-label="Seções do painel de membros"
        className="flex gap-1 border-b border-slate-200 px-5"
        onKeyDown={handleKeyDown}
      >
        {TABS.map((item) => {
          const selected = item.id === tab;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabRefs.current[item.id] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setTab(item.id)}
              className={
                selected
                  ? '-mb-px border-b-2 border-brand-600 px-3 py-2 text-sm font-medium text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600'
                  : '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600'
              }
            >
              {item.label}
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {tab === 'members' ? (
          <MemberList
            workspaceId={workspace.id}
            members={workspace.members}
            access={workspace}
            currentUserId={currentUserId}
          />
        ) : (
          <ActivityHistory workspaceId={workspace.id} />
        )}
      </div>

      <div className="border-t border-slate-200 px-5 py-3">
        <Button variant="secondary" fullWidth onClick={() => void handleLogout()}>
          <LogOut className="size-4" aria-hidden="true" />
          Sair
        </Button>
      </div>
    </>
  );
}
