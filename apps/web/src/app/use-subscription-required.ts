import type { Role } from '@quadro/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../lib/toast';
import { paths } from '../lib/paths';
import { setSubscriptionRequiredHandler, SUBSCRIPTION_REQUIRED_TOAST } from '../lib/query-client';

/**
 * A write refused because a plan is over: everyone is told why (the server's message tells the
 * owner to subscribe and the others to ask the owner), and whoever can fix it is taken to
 * /billing: the workspace's owner, or anyone whose own plan it was (creating a workspace).
 */
export function useSubscriptionRequired(role: Role | undefined): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      setSubscriptionRequiredHandler((error, plan) => {
        toast.error(error.message, { id: SUBSCRIPTION_REQUIRED_TOAST });
        if (role === 'owner' || plan === 'own') void navigate(paths.billing());
      }),
    [role, navigate],
  );
}
