import { PLAN_ENDED_MESSAGES, type Role } from '@quadro/contracts';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../lib/paths';

export interface ReadOnlyPlanBannerProps {
  /** The caller's role: the owner can fix it at /billing, everyone else asks the owner. */
  role: Role;
}

/**
 * A workspace whose owner's trial and paid period are over is read-only for everyone (design §7):
 * said before anyone types, with the same words as the API's refusal, and for the owner the way
 * to /billing (back to this board afterwards).
 */
export function ReadOnlyPlanBanner({ role }: ReadOnlyPlanBannerProps) {
  const location = useLocation();
  const owner = role === 'owner';
  return (
    <Alert tone="warning" className="rounded-none border-x-0 border-t-0 px-3 sm:px-4 md:px-6">
      <p className="font-medium">Este workspace está somente leitura</p>
      <p className="mt-0.5">
        {owner ? PLAN_ENDED_MESSAGES.owner : PLAN_ENDED_MESSAGES.member}{' '}
        {owner && (
          <Link
            to={paths.billing()}
            state={{ from: location.pathname }}
            className="font-medium whitespace-nowrap underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-yellow-800"
          >
            Assinar agora
          </Link>
        )}
      </p>
    </Alert>
  );
}
