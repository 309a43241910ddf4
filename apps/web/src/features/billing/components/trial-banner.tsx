import { PLAN_NAME, trialDaysRemaining } from '@quadro/contracts';
import { Alert } from '../../../components/ui/alert';
import { trialBannerMessage } from '../logic/subscription-display';

export interface TrialBannerProps {
  trialEndsAt: string;
  now: Date;
  planName?: string;
}

/** The days left in the trial (spec §4), more urgent on its last day. */
export function TrialBanner({ trialEndsAt, now, planName = PLAN_NAME }: TrialBannerProps) {
  const days = trialDaysRemaining(trialEndsAt, now);
  return (
    <Alert tone={days <= 1 ? 'warning' : 'info'}>
      <p className="font-medium">{trialBannerMessage(days)}</p>
      <p className="mt-0.5">
        Assine o {planName} para continuar com workspaces, quadros e membros ilimitados.
      </p>
    </Alert>
  );
}
