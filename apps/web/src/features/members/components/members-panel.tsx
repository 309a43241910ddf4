import type { Workspace } from '@quadro/contracts';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LogOut, X } from 'lucide-react';
import { useId, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TabList, tabPanelProps } from '../../../components/ui/tab-list';
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
  const currentUserId = useAuthStore((state) => state.user?.id);
  const navigate = useNavigate();

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

      <TabList
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        idBase={baseId}
        aria-label="Seções do painel de membros"
        className="px-5"
      />

      <div
        {...tabPanelProps(baseId, tab)}
        className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {tab === 'members' ? (
          <MemberList
            workspaceId={workspace.id}
            workspaceName={workspace.name}
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
