import type { AcceptInviteResponse } from '@quadro/contracts';
import { Bell } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DeferredDropdownMenu } from '../../../components/ui/deferred-dropdown-menu';
import { useNotifications } from '../api/get-notifications';
import { usePendingInvites } from '../api/pending-invites';
import { unreadCountOf } from '../logic/mark-read';

const loadItems = () => import('./notifications-items');

/** Invitations ignored in this page session ('Ignorar' changes nothing on the server). */
const ignoredThisSession = new Set<string>();

export interface NotificationsBellProps {
  /** Accepts an invitation: the invites feature's call, handed in by the route. */
  acceptInvite: (token: string) => Promise<AcceptInviteResponse>;
}

/**
 * The header's bell: pending invitations (accepted, which opens their workspace, or ignored), then
 * the notifications, newest first. The badge counts the invitations and the unread notifications.
 */
export function NotificationsBell({ acceptInvite }: NotificationsBellProps) {
  const pending = usePendingInvites();
  const notifications = useNotifications();
  const emailVerified = pending.data?.emailVerified ?? true;
  const [ignored, setIgnored] = useState<ReadonlySet<string>>(() => new Set(ignoredThisSession));
  const invites = (pending.data?.invites ?? []).filter((invite) => !ignored.has(invite.id));
  const unreadCount = unreadCountOf(notifications.data);
  const count = invites.length + unreadCount;
  const loaded = useMemo(
    () => notifications.data?.pages.flatMap((page) => page.notifications) ?? [],
    [notifications.data],
  );

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
        <NotificationsItems
          invites={invites}
          onIgnore={ignore}
          acceptInvite={acceptInvite}
          emailVerified={emailVerified}
          notifications={loaded}
          unreadCount={unreadCount}
          hasMore={notifications.hasNextPage}
          loadingMore={notifications.isFetchingNextPage}
          onLoadMore={() => void notifications.fetchNextPage()}
        />
      )}
    </DeferredDropdownMenu>
  );
}
