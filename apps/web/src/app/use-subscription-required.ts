import type { Role } from '@quadro/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../lib/paths';
import { setSubscriptionRequiredHandler, SUBSCRIPTION_REQUIRED_TOAST } from '../lib/query-client';

/**
 * A write refused because the workspace owner's plan is over: everyone is told why (the server's
 * message tells the owner to subscribe and the others to ask the owner), and the owner is taken
 * to /billing.
 */
export function useSubscriptionRequired(role: Role | undefined): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      setSubscriptionRequiredHandler((error) => {
        toast.error(error.message, { id: SUBSCRIPTION_REQUIRED_TOAST });
        if (role === 'owner') void navigate(paths.billing());
      }),
    [role, navigate],
  );
}
