import type { NotificationPages } from '../api/get-notifications';

/**
 * The pages as they are once `ids` (or, when null, every notification) are read at `readAt`: the
 * unread count drops by the loaded ones that were unread, or to zero for all.
 */
export function markRead(
  data: NotificationPages,
  ids: ReadonlySet<string> | null,
  readAt: string,
): NotificationPages {
  const reads = (id: string) => ids === null || ids.has(id);
  let newlyRead = 0;
  const pages = data.pages.map((page) => ({
    ...page,
    notifications: page.notifications.map((notification) => {
      if (notification.readAt !== null || !reads(notification.id)) return notification;
      newlyRead += 1;
      return { ...notification, readAt };
    }),
  }));
  return {
    ...data,
    pages: pages.map((page) => ({
      ...page,
      unreadCount: ids === null ? 0 : Math.max(0, page.unreadCount - newlyRead),
    })),
  };
}

/** How many are unread: the newest page's count, the freshest the server gave. */
export const unreadCountOf = (data: Pick<NotificationPages, 'pages'> | undefined): number =>
  data?.pages[0]?.unreadCount ?? 0;
