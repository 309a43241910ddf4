import { Bell } from 'lucide-react';
import { useState } from 'react';
import { DeferredDropdownMenu } from '../../../components/ui/deferred-dropdown-menu';
import { usePendingInvites } from '../api/pending-invites';

const loadItems = () => import('./notifications-items');

/** Invitations ignored in this page session ('Ignorar' changes nothing on the server). */
const ignoredThisSession = new Set<string>();

/** The header's bell: pending invitations, each accepted (opens its workspace) or ignored. */
export function NotificationsBell() {
  const pending = usePendingInvites();
  const emailVerified = pending.data?.emailVerified ?? true;
  const [ignored, setIgnored] = useState<ReadonlySet<string>>(() => new Set(ignoredThisSession));
  const invites = (pending.data?.invites ?? []).filter((invite) => !ignored.has(invite.id));
  const count = invites.length;

  function ignore(inviteId: string) {
    ignoredThisSession.add(inviteId);
    setIgnored(new Set(ignoredThisSession));
  }

  return (
    <DeferredDropdownMenu
      loadItems={loadItems}
      trigger={{
        'aria-label': count > 0 ? `Notificações (${count})` : 'Notificações',
        title: 'Notificações',
        className:
          'relative flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100',
        children: (
          <>
            <Bell className="size-5" aria-hidden="true" />
            {count > 0 && (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-on-danger"
              >
                {count > 9 ? '9+' : count}
              </span>
            )}
          </>
        ),
      }}
    >
      {({ NotificationsItems }) => (
        <NotificationsItems invites={invites} onIgnore={ignore} emailVerified={emailVerified} />
      )}
    </DeferredDropdownMenu>
  );
}
