import { PLAN_FEATURES } from '@quadro/contracts';
import { Check, Crown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import {
  currentPlanLabel,
  formatMonthlyPrice,
  type PlanCardState,
} from '../logic/subscription-display';

const ACTION_LABELS: Record<PlanCardState, string> = {
  TRIAL: 'Começar Agora',
  MONTHLY: 'Assinatura ativa',
  PAST_DUE: 'Pagamento pendente',
  INACTIVE: 'Assinar',
};

export interface PlanCardProps {
  state: PlanCardState;
  planName: string;
  priceCents: number;
  onSubscribe: () => void;
}

/** The one plan (spec §1): its price and features, and what the user can do about it now. */
export function PlanCard({ state, planName, priceCents, onSubscribe }: PlanCardProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{planName}</h2>
          {(state === 'MONTHLY' || state === 'PAST_DUE') && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset">
              <Crown className="size-3.5" aria-hidden="true" />
              {currentPlanLabel('MONTHLY')}
            </span>
          )}
        </div>
        <p className="text-3xl font-bold tracking-tight whitespace-nowrap text-slate-900">
          {formatMonthlyPrice(priceCents)}
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <ul aria-label="Recursos do plano" className="space-y-2.5 text-sm text-slate-700">
          {PLAN_FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2.5">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <Button
          size="lg"
          fullWidth
          className="mt-auto"
          // Already paid for; a pending renewal is paid with a new card, from the status panel.
          disabled={state === 'MONTHLY' || state === 'PAST_DUE'}
          onClick={onSubscribe}
        >
          {ACTION_LABELS[state]}
        </Button>
      </CardContent>
    </Card>
  );
}
