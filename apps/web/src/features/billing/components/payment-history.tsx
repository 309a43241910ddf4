import { formatBrl, type PaymentHistoryItem } from '@quadro/contracts';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { cn } from '../../../lib/cn';
import { paths } from '../../../lib/paths';
import { usePaymentHistory } from '../api/get-payment-history';
import {
  formatPaymentDate,
  formatPeriod,
  paymentMethodSummary,
  paymentStatusLabel,
} from '../logic/payment-display';

export const HISTORY_ERROR = 'Erro ao carregar o histórico de pagamentos';

/** Each status has its own icon and words, so the colour is never the only cue. */
const STATUS_STYLES = {
  paid: { Icon: CheckCircle2, tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  declined: { Icon: XCircle, tone: 'bg-red-50 text-red-800 ring-red-200' },
  pending: { Icon: Clock, tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  expired: { Icon: Clock, tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
  refunded: { Icon: XCircle, tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
} as const;

export interface PaymentHistoryProps {
  /** What every payment paid for (there is one plan). */
  planName: string;
}

/**
 * 'Histórico de pagamentos' on /billing: every attempt, newest first, older ones on demand. One
 * list for every width: stacked on a phone, a row per payment from `md` on.
 */
export function PaymentHistory({ planName }: PaymentHistoryProps) {
  const history = usePaymentHistory();
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  /** The index of the first payment 'Carregar mais' asked for: it takes the focus once shown. */
  const focusFrom = useRef<number | null>(null);
  const payments = history.data?.pages.flatMap((page) => page.payments) ?? [];

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || payments.length <= from) return;
    focusFrom.current = null;
    const item = list.current?.children[from];
    if (item instanceof HTMLElement) item.focus();
  }, [payments.length]);

  function loadMore() {
    focusFrom.current = payments.length;
    void history.fetchNextPage();
  }

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Histórico de pagamentos
          </h2>
        </CardHeader>
        <CardContent className="space-y-4">
          {history.isPending ? (
            <div className="flex justify-center py-8">
              <Spinner label="Carregando pagamentos..." />
            </div>
          ) : !history.data ? (
            <RetryAlert
              message={HISTORY_ERROR}
              retrying={history.isFetching}
              onRetry={() => void history.refetch()}
            />
          ) : payments.length === 0 ? (
            <p className="text-sm text-slate-600">Nenhum pagamento ainda.</p>
          ) : (
            <ul ref={list} className="divide-y divide-slate-100">
              {payments.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} planName={planName} />
              ))}
            </ul>
          )}
          {history.isFetchNextPageError && (
            <RetryAlert
              message={HISTORY_ERROR}
              retrying={history.isFetchingNextPage}
              onRetry={loadMore}
            />
          )}
          {history.hasNextPage && !history.isFetchNextPageError && (
            <div className="flex justify-center">
              <Button variant="secondary" pending={history.isFetchingNextPage} onClick={loadMore}>
                Carregar mais
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function PaymentRow({ payment, planName }: { payment: PaymentHistoryItem; planName: string }) {
  const when = payment.paidAt ?? payment.createdAt;
  const period =
    payment.status === 'paid' ? formatPeriod(payment.periodStart, payment.periodEnd) : null;
  const { Icon, tone } = STATUS_STYLES[payment.status];
  return (
    <li
      tabIndex={-1}
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 py-4 text-sm first:pt-0 last:pb-0',
        'focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'md:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,12rem)_6.5rem_7.5rem_5.5rem] md:items-center',
      )}
    >
      <time dateTime={when} className="text-slate-600 max-md:col-start-1 max-md:row-start-1">
        {formatPaymentDate(when)}
      </time>
      <div className="min-w-0 max-md:col-span-2 max-md:row-start-2">
        <p className="font-medium text-slate-900">{planName}</p>
        {period && <p className="text-slate-500">{period}</p>}
      </div>
      <p className="min-w-0 break-words text-slate-700 max-md:col-start-1 max-md:row-start-3">
        {paymentMethodSummary(payment)}
      </p>
      <p className="text-right font-medium whitespace-nowrap text-slate-900 max-md:col-start-2 max-md:row-start-3">
        {formatBrl(payment.amount)}
      </p>
      <p className="max-md:col-start-2 max-md:row-start-1 max-md:justify-self-end">
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
            tone,
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {paymentStatusLabel(payment)}
        </span>
      </p>
      {payment.status === 'paid' && (
        <p className="max-md:col-span-2 max-md:row-start-4 md:text-right">
          <TextLink to={paths.receipt(payment.id)}>Ver recibo</TextLink>
        </p>
      )}
    </li>
  );
}
