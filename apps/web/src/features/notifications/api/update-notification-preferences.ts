import type { NotificationPreferences } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { applyChange, undoOf, type PreferencesChange } from '../logic/preferences-change';
import { PREFERENCES_PATH } from './get-notification-preferences';

export const updateNotificationPreferences = (change: PreferencesChange) =>
  http.patch<NotificationPreferences>(PREFERENCES_PATH, change);

const mutationKey = ['notifications', 'preferences', 'update'] as const;

/**
 * Saves one change of the preferences as it is made: shown at once, sent in order with the
 * others, and on failure undone (only what it changed) with a toast saying why.
 */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.notificationPreferences();
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: updateNotificationPreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const before = queryClient.getQueryData<NotificationPreferences>(queryKey);
      if (!before) return undefined;
      queryClient.setQueryData(queryKey, applyChange(before, change));
      return { undo: undoOf(before, change) };
    },
    onError: (error, _change, context) => {
      toast.error(errorMessage(error, 'Erro ao salvar preferências de notificação'));
      if (!context) return;
      queryClient.setQueryData<NotificationPreferences>(
        queryKey,
        (preferences) => preferences && applyChange(preferences, context.undo),
      );
    },
    onSettled: async (saved) => {
      // A later change still on its way keeps its optimistic state until it settles too.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      if (saved) queryClient.setQueryData(queryKey, saved);
      else await queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
