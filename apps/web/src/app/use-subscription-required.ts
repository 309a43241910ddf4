import type { Role } from '@quadro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { paths } from '../lib/paths';
import { queryKeys } from '../lib/query-keys';
import { setSubscriptionRequiredHandler, SUBSCRIPTION_REQUIRED_TOAST } from '../lib/query-client';

/**
 * A write refused because a plan is over (it ended while the page was open): everyone is told why
 * (the server's message tells the owner to subscribe and the others to ask the owner), the
 * workspaces are read again so the read-only banner shows, and whoever can fix it is taken to
 * /billing: the workspace's owner, or anyone whose own plan it was (creating a workspace).
 */
export function useSubscriptionRequired(role: Role | undefined): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      setSubscriptionRequiredHandler((error, plan) => {
        toast.error(error.message, { id: SUBSCRIPTION_REQUIRED_TOAST });
        void queryClient.invalidateQueries({ queryKey: queryKeys.workspaces() });
        if (role === 'owner' || plan === 'own') void navigate(paths.billing());
      }),
    [role, navigate, queryClient],
  );
}
