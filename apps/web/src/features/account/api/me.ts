import type { User } from '@quadro/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from '../../../lib/auth-store';
import { http } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';

export const getMe = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await http.get<{ user: User }>('/auth/me', { signal })).user;

/** The signed-in user, fresh from the server (e.g. verified in another tab), mirrored into the store. */
export function useMe() {
  const storedUser = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const query = useQuery({
    queryKey: queryKeys.me(),
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 0,
  });

  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);

  return { user: query.data ?? storedUser, isError: query.isError };
}
