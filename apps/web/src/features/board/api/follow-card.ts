import type { FollowResponse } from '@quadro/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { cardFollowPath } from './get-card-follow';

/** Follows the card (PUT) or stops following it (DELETE); any member may, readers too. */
export const followCard = (cardId: string, following: boolean) =>
  following
    ? http.put<FollowResponse>(cardFollowPath(cardId))
    : http.delete<FollowResponse>(cardFollowPath(cardId));

/**
 * 'Seguir' / 'Seguindo': shown at once, sent in order, put back with a toast if the server
 * refuses, unless a later press changed it meanwhile.
 */
export function useFollowCard(cardId: string) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.cardFollow(cardId);
  const mutationKey = [...queryKey, 'set'] as const;
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(':') },
    mutationFn: (following: boolean) => followCard(cardId, following),
    onMutate: async (following) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      queryClient.setQueryData<FollowResponse>(queryKey, { following });
    },
    onError: (error, following) => {
      toast.error(
        errorMessage(
          error,
          following ? 'Erro ao seguir o cartão' : 'Erro ao deixar de seguir o cartão',
        ),
      );
      if (queryClient.getQueryData<FollowResponse>(queryKey)?.following === following)
        queryClient.setQueryData<FollowResponse>(queryKey, { following: !following });
    },
    onSettled: async (saved) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      if (saved) queryClient.setQueryData(queryKey, saved);
      else await queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
