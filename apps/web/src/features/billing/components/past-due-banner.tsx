import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../lib/paths';
import { formatDate, pastDueAccessUntil } from '../logic/subscription-display';

export interface PastDueBannerProps {
  /** When the renewal was first declined, and the end of the period it renews. */
  pastDueSince: string | null;
  currentPeriodEnd: string | null;
}

/**
 * The owner's board, while their renewal is declined and retried (#21): their workspaces still
 * take changes until the last retry; the way to /billing's 'Trocar cartão' (back to this
 * board afterwards). Members are never shown it: the plan is the owner's business.
 */
export function PastDueBanner({ pastDueSince, currentPeriodEnd }: PastDueBannerProps) {
  const location = useLocation();
  const until = formatDate(pastDueAccessUntil(pastDueSince, currentPeriodEnd));
  return (
    <Alert tone="warning" className="rounded-none border-x-0 border-t-0 px-3 sm:px-4 md:px-6">
      <p>
        <span className="font-medium">Pagamento pendente:</span> não conseguimos cobrar seu cartão.{' '}
        {until
          ? `Atualize o cartão até ${until} para não perder o acesso.`
          : 'Atualize o cartão para não perder o acesso.'}{' '}
        <Link
          to={paths.billing({ changeCard: true })}
          state={{ from: location.pathname }}
          className="font-medium whitespace-nowrap underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-yellow-800"
        >
          Atualizar cartão
        </Link>
      </p>
    </Alert>
  );
}
