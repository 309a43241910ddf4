import { PLAN_NAME, PLAN_PRICE_CENTS, TRIAL_DAYS, type PublicConfig } from '@quadro/contracts';
import type { Config } from '../../config.js';
import { ping, type Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';

export function createSystemService({
  db,
  config,
  isListening,
}: {
  db: Db;
  config: Config;
  isListening: () => boolean;
}) {
  return {
    /**
     * Ready means the database answers and this instance hears the others' changes (LISTEN):
     * without them its clients would miss their teammates' changes, so a balancer sends them on.
     */
    async assertReady(): Promise<void> {
      try {
        await ping(db);
      } catch {
        throw new AppError('DATABASE_UNAVAILABLE');
      }
      if (!isListening()) throw new AppError('NOT_LISTENING');
    },

    /** What the SPA needs at run time, so one web build serves every environment. */
    publicConfig(): PublicConfig {
      return {
        turnstileSiteKey: config.turnstile.secretKey ? config.turnstile.siteKey : null,
        priceCents: PLAN_PRICE_CENTS,
        planName: PLAN_NAME,
        trialDays: TRIAL_DAYS,
        paymentGateway: config.payments.gateway,
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
