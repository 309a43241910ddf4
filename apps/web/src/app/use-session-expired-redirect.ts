import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../lib/http';
import { paths } from '../lib/paths';

/**
 * A session that expires takes the user to /login without reloading the app. The logout that
 * expired it also cleared the cache (query-client.ts).
 */
export function useSessionExpiredRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () => setSessionExpiredHandler(() => void navigate(paths.login(), { replace: true })),
    [navigate],
  );
}
