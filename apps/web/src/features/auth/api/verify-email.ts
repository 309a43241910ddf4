import type { MessageResponse } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { RUN_ONCE } from '../../../lib/run-once-query';

export const verifyEmail = (token: string) =>
  http.post<MessageResponse>('/auth/verify-email', { token });

/** The token is single use, so the POST runs once (`RUN_ONCE`). */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: queryKeys.verifyEmail(token ?? ''),
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    ...RUN_ONCE,
  });
}
