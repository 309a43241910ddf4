import { formatBrl, type SubscriptionStatus } from '@quadro/contracts';
import { QrCode } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { formatPaidAt } from '../logic/payment-display';
import { preloadPixPayment } from './pix-payment-loader';

export interface PendingPixAlertProps {
  pendingPix: NonNullable<SubscriptionStatus['pendingPix']>;
  priceCents: number;
  /** A plan runs, and the Pix pays its next month; otherwise it is a checkout's, not paid yet. */
  forNextMonth: boolean;
  /** 'Ver Pix': its QR code and copia-e-cola, followed until paid. */
  onView: () => void;
}

/**
 * 'Pix aguardando pagamento' on /billing: next month's Pix of a plan paid by Pix, or a checkout's
 * Pix not paid yet. A region with its heading (found among the page's headings), not an alert:
 * nothing is wrong yet.
 */
export function PendingPixAlert({
  pendingPix,
  priceCents,
  forNextMonth,
  onView,
}: PendingPixAlertProps) {
  const headingId = useId();
  // Whoever sees it is likely to open it: the Pix screen's code is fetched meanwhile.
  useEffect(() => preloadPixPayment(), []);
  return (
    <section
      aria-labelledby={headingId}
      className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900"
    >
      <QrCode className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h3 id={headingId} className="font-medium">
            Pix aguardando pagamento
          </h3>
          <p className="mt-1">
            <span className="font-semibold whitespace-nowrap">{formatBrl(priceCents)}</span>
            {' · '}
            Pague até {formatPaidAt(pendingPix.expiresAt)}
          </p>
          <p className="mt-1">
            {forNextMonth
              ? 'É o Pix do próximo mês: pago até a data, o plano continua sem interrupção.'
              : 'Assim que ele for pago, sua assinatura fica ativa.'}
          </p>
        </div>
        <Button className="self-start" onClick={onView}>
          Ver Pix
        </Button>
      </div>
    </section>
  );
}
