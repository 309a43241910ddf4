import type { NotificationPreferences } from '@quadro/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const PREFERENCES_PATH = '/users/me/notification-preferences';

export const getNotificationPreferences = (signal?: AbortSignal) =>
  http.get<NotificationPreferences>(PREFERENCES_PATH, { signal });

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notificationPreferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

/** What the signed-in user is told of, in the app and by e-mail, and in which time zone. */
export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
