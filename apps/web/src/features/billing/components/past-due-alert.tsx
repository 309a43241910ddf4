import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../logic/subscription-display';

export interface PastDueAlertProps {
  /** When the declined renewal is tried again (null once no retry is left). */
  nextRetryAt: string | null;
  /** Until when the workspaces keep taking changes. */
  accessUntil: string | null;
  onChangeCard: () => void;
}

/**
 * A declined renewal on /billing (#21): said at once (role=alert), with the next try, how long
 * the workspaces still work, and the way to pay now with another card.
 */
export function PastDueAlert({ nextRetryAt, accessUntil, onChangeCard }: PastDueAlertProps) {
  const retry = formatDate(nextRetryAt);
  const until = formatDate(accessUntil);
  return (
    <Alert tone="warning" role="alert">
      <div className="flex flex-col gap-3">
        <div>
          <p className="font-medium">
            Não conseguimos cobrar seu cartão.
            {retry && ` Vamos tentar de novo em ${retry}.`} Troque o cartão para pagar agora e não
            perder o acesso.
          </p>
          {until && (
            <p className="mt-1">Seus workspaces continuam funcionando normalmente até {until}.</p>
          )}
        </div>
        <Button className="self-start" onClick={onChangeCard}>
          Trocar cartão
        </Button>
      </div>
    </Alert>
  );
}
