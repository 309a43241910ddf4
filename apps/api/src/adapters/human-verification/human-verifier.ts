import { DEV_TURNSTILE_TOKEN } from '@quadro/contracts';
import { AppError } from '../../platform/http/app-error.js';

export interface HumanVerifier {
  /** Throws a 400 AppError when the challenge token is not accepted. */
  assertHuman(token: string, remoteIp: string): Promise<void>;
}

const rejected = () =>
  new AppError(
    'HUMAN_VERIFICATION_FAILED',
    'Falha na verificação de segurança. Por favor, tente novamente.',
  );

/** Cloudflare Turnstile's siteverify: form-encoded secret, response and remote IP; JSON answer. */
export function turnstileVerifier(secret: string, verifyUrl: string): HumanVerifier {
  return {
    async assertHuman(token, remoteIp) {
      let outcome: { success?: unknown };
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        outcome = (await response.json()) as { success?: unknown };
      } catch {
        throw new AppError(
          'HUMAN_VERIFICATION_UNAVAILABLE',
          'Serviço de verificação de segurança indisponível. Tente novamente em instantes.',
        );
      }
      if (outcome.success !== true) throw rejected();
    },
  };
}

/** Development only (no secret configured): the labelled dev widget's fixed token. */
export function developmentVerifier(): HumanVerifier {
  return {
    async assertHuman(token) {
      if (token !== DEV_TURNSTILE_TOKEN) throw rejected();
    },
  };
}
