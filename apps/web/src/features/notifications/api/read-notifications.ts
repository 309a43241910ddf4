import type { ReadNotificationsRequest, ReadNotificationsResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { markRead } from '../logic/mark-read';
import type { NotificationPages } from './get-notifications';

export const readNotifications = (body: ReadNotificationsRequest) =>
  http.post<ReadNotificationsResponse>('/notifications/read', body);

const mutationKey = ['notifications', 'read'] as const;

/**
 * Marks some notifications read (`{ ids }`) or all of them (`{ all: true }`): shown at once,
 * rolled back and logged on failure (spec §8), refetched when the last one settles.
 */
export function useReadNotifications() {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.notifications();
  return useMutation({
    mutationKey,
    mutationFn: readNotifications,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = queryClient.getQueryData<NotificationPages>(queryKey);
      const ids = 'ids' in body ? new Set(body.ids) : null;
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationPages>(
        queryKey,
        (data) => data && markRead(data, ids, readAt),
      );
      return { previous };
    },
    onError: (error, _body, context) => {
      console.error('Falha ao marcar notificações como lidas', error);
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: async () => {
      // A later one still on its way keeps its optimistic state until it settles too.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
