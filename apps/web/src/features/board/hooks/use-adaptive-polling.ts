import type { Board } from '@quadro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { boardQueryOptions } from '../api/get-board';
import { nextPollDelay } from '../logic/polling-schedule';

/**
 * Refetches the board on the adaptive schedule of spec §4 while the tab is visible; paused while
 * it is hidden, 10 s after it comes back. A poll is skipped while a change of this board is in
 * flight, so it cannot overwrite an optimistic update. Structural sharing keeps unchanged cards'
 * identity, so only what changed re-renders. Failures are only logged (spec §8).
 */
const isHidden = () => document.visibilityState === 'hidden';

export function useAdaptivePolling(boardId: string, enabled = true): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    const queryKey = queryKeys.board(boardId);
    const versionNow = () => queryClient.getQueryData<Board>(queryKey)?.version;
    let lastVersion = versionNow();
    let unchangedPolls = 0;
    let timer: number | undefined;

    const schedule = (delay: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void poll(), delay);
    };

    const poll = async () => {
      if (isHidden()) return;
      if (queryClient.isMutating({ mutationKey: mutationKeys.board(boardId) }) === 0) {
        try {
          await queryClient.fetchQuery({ ...boardQueryOptions(boardId), staleTime: 0 });
        } catch (error) {
          console.error('Falha ao atualizar o quadro', error);
        }
        const version = versionNow();
        if (version === lastVersion) unchangedPolls += 1;
        else {
          unchangedPolls = 0;
          // An open card's checklists follow the board, as with the event stream.
          void queryClient.invalidateQueries({ queryKey: queryKeys.checklists(boardId) });
        }
        lastVersion = version;
      }
      if (!isHidden()) schedule(nextPollDelay(unchangedPolls));
    };

    const onVisibilityChange = () => {
      if (isHidden()) window.clearTimeout(timer);
      else schedule(nextPollDelay(unchangedPolls, true));
    };

    schedule(nextPollDelay(0));
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [boardId, enabled, queryClient]);
}
