import { FlaskConical } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export interface SandboxRenewalProps {
  pending: boolean;
  onRenew: () => void;
}

/**
 * Sandbox only: the month's end, now, so a person trying Quadro sees a renewal (and, with the
 * card that declines renewals, the 'Pagamento pendente') without waiting a month.
 */
export function SandboxRenewal({ pending, onRenew }: SandboxRenewalProps) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed border-brand-200 bg-brand-50/60 px-4 py-3 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex min-w-0 items-start gap-2">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Ambiente de teste: encerra o período pago agora e cobra a renovação no cartão salvo, como
          no fim do mês.
        </span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 self-start sm:self-auto"
        pending={pending}
        onClick={onRenew}
      >
        Simular renovação
      </Button>
    </div>
  );
}
