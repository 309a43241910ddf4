import type { NotificationsResponse } from '@quadro/contracts';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

/** The bell checks for news this often while the tab is visible (a board's events are instant). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** Pages from the newest: page 0 holds the latest notifications, each next page older ones. */
export type NotificationPages = InfiniteData<NotificationsResponse, string | null>;

export async function getNotifications(cursor: string | null, signal?: AbortSignal) {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  try {
    return await http.get<NotificationsResponse>(`/notifications${query}`, { signal });
  } catch (error) {
    // Spec §8: the bell's fetch failures are only logged.
    console.error('Erro ao buscar notificações', error);
    throw error;
  }
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * The signed-in user's notifications (the bell), newest first and older pages on demand, with the
 * unread count; checked again every minute while the tab is visible, and on focus.
 */
export function useNotifications() {
  return useInfiniteQuery({
    ...notificationsQueryOptions(),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
