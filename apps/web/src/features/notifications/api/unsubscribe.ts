import type { UnsubscribeResponse } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { RUN_ONCE } from '../../../lib/run-once-query';

export const unsubscribe = (token: string) =>
  http.post<UnsubscribeResponse>('/notifications/unsubscribe', { token });

/** Turns off the e-mails of the link's category, with no login, once (`RUN_ONCE`). */
export function useUnsubscribe(token: string | null) {
  return useQuery({
    queryKey: queryKeys.unsubscribe(token ?? ''),
    queryFn: () => unsubscribe(token ?? ''),
    enabled: Boolean(token),
    ...RUN_ONCE,
  });
}
