import { formatBrl, type Receipt } from '@quadro/contracts';
import { ArrowLeft, Printer } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { AppHeader } from '../../../components/app-header';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useReceipt } from '../api/get-receipt';
import { formatPaidAt, formatPeriod, paymentMethodSentence } from '../logic/payment-display';

export const RECEIPT_NOT_FOUND = 'Pagamento não encontrado';

export interface ReceiptPageProps {
  paymentId: string;
  /** What the route adds to the header (the notifications bell). */
  headerActions?: ReactNode;
}

/** A 404 (not the caller's, or not paid) or a malformed id (400): nothing to show, either way. */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** /billing/recibos/:paymentId: a paid payment's receipt, made to be printed. */
export function ReceiptPage({ paymentId, headerActions }: ReceiptPageProps) {
  const receipt = useReceipt(paymentId);

  return (
    <div className="min-h-dvh bg-slate-50 print:min-h-0 print:bg-white">
      <div className="print:hidden">
        <AppHeader>{headerActions}</AppHeader>
      </div>

      <main className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6 print:max-w-none print:p-0">
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <TextLink to={paths.billing()} className="inline-flex items-center gap-1.5 text-sm">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Voltar à assinatura
          </TextLink>
          {receipt.isSuccess && (
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden="true" />
              Imprimir
            </Button>
          )}
        </div>

        {receipt.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label="Carregando..." />
          </div>
        ) : receipt.isError ? (
          isNotFound(receipt.error) ? (
            <Card>
              <CardContent padding="lg" className="text-center">
                <h1 className="text-xl font-semibold text-slate-900">{RECEIPT_NOT_FOUND}</h1>
                <p className="mt-2 text-sm text-slate-600">
                  Este recibo não existe, não é da sua conta ou o pagamento não foi aprovado.
                </p>
              </CardContent>
            </Card>
          ) : (
            <RetryAlert
              message="Erro ao carregar o recibo"
              retrying={receipt.isFetching}
              onRetry={() => void receipt.refetch()}
            />
          )
        ) : (
          <ReceiptDocument receipt={receipt.data} />
        )}
      </main>
    </div>
  );
}

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const period = formatPeriod(receipt.periodStart, receipt.periodEnd);
  const headingId = useId();
  return (
    <Card className="print:border-0 print:shadow-none">
      <article aria-labelledby={headingId}>
        <CardContent className="space-y-6 py-8 print:px-0">
          <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
            <div>
              <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Emitente</p>
              <p className="text-lg font-semibold text-slate-900">Quadro</p>
            </div>
            <h1 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900">
              Recibo de pagamento
            </h1>
          </div>

          <div className="space-y-2 text-sm text-slate-800">
            <p>{`Recebemos de ${receipt.customerName}`}</p>
            {receipt.customerDocument && <p>{`CPF ${receipt.customerDocument}`}</p>}
            <p>
              {period
                ? `Referente a: ${receipt.description} — ${period}`
                : `Referente a: ${receipt.description}`}
            </p>
            <p className="text-base font-semibold text-slate-900">
              {`Valor: ${formatBrl(receipt.amount)}`}
            </p>
            <p>{`Forma de pagamento: ${paymentMethodSentence(receipt)}`}</p>
            <p>{`Pago em ${formatPaidAt(receipt.paidAt)}`}</p>
          </div>

          <p className="border-t border-slate-200 pt-4 text-xs break-all text-slate-500">
            {`Número do recibo: ${receipt.id}`}
          </p>
        </CardContent>
      </article>
    </Card>
  );
}
