import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/http';
import { useDelayedEffect } from '../../../lib/timing';
import { useSubscribe } from '../api/subscribe';
import { toSubscribeRequest, type CheckoutFormOutput } from '../logic/checkout-form';
import { newIdempotencyKey } from '../logic/idempotency-key';
import { usePaymentAttempt } from './use-payment-attempt';

/** Spec §4: the pause of the 'validating' step, and how long the success shows before closing. */
export const CHECKOUT_VALIDATING_MS = 500;
export const CHECKOUT_SUCCESS_MS = 1000;

export type CheckoutPhase = 'idle' | 'validating' | 'processing' | 'success';

/** Resolves true after `ms`, or false at once when the dialog goes away first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const id = window.setTimeout(() => resolve(true), ms);
    signal?.addEventListener(
      'abort',
      () => {
        window.clearTimeout(id);
        resolve(false);
      },
      { once: true },
    );
  });
}

/**
 * The checkout's payment attempts, one at a time: idle → validating → processing → success
 * (spec §4), then `onSubscribed` once the success has shown; or back to idle with the server's
 * refusal, whose alert (`serverErrorAlert`) takes the focus.
 */
export function useCheckoutAttempt(onSubscribed: () => void) {
  const subscribe = useSubscribe();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const { serverError, serverErrorAlert, setServerError, runAttempt } = usePaymentAttempt();
  const alive = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  useDelayedEffect(phase === 'success', CHECKOUT_SUCCESS_MS, onSubscribed);

  async function pay(values: CheckoutFormOutput) {
    setPhase('validating');
    if (!(await pause(CHECKOUT_VALIDATING_MS, alive.current?.signal))) return;
    setPhase('processing');
    try {
      // A new key per attempt; an automatic retry of this same attempt reuses it.
      await subscribe.mutateAsync({
        body: toSubscribeRequest(values),
        idempotencyKey: newIdempotencyKey(),
      });
      setPhase('success');
    } catch (error) {
      // An earlier attempt (a retry, another tab) already paid: this one is done too.
      if (error instanceof ApiError && error.code === 'ALREADY_SUBSCRIBED') {
        setPhase('success');
        return;
      }
      setPhase('idle');
      setServerError(errorMessage(error, 'Erro ao processar pagamento'));
    }
  }

  const busy = phase === 'validating' || phase === 'processing';
  return { phase, busy, serverError, serverErrorAlert, pay, runAttempt };
}
