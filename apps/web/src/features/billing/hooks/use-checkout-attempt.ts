import type { PaymentState, SubscribeRequest } from '@quadro/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/http';
import { useDelayedEffect } from '../../../lib/timing';
import { useSubscribe } from '../api/subscribe';
import { newIdempotencyKey } from '../logic/idempotency-key';
import { isPixAnswer } from '../logic/pix-display';
import { usePaymentAttempt } from './use-payment-attempt';

/** Spec §4: the pause of the 'validating' step, and how long the success shows before closing. */
export const CHECKOUT_VALIDATING_MS = 500;
export const CHECKOUT_SUCCESS_MS = 1000;

/** `pix`: a Pix was generated, and the checkout shows it until it is paid or closed. */
export type CheckoutPhase = 'idle' | 'validating' | 'processing' | 'pix' | 'success';

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
 * refusal, whose alert (`serverErrorAlert`) takes the focus. A Pix checkout stops at `pix`, with
 * the Pix to pay: paying it is followed by the Pix screen, not here.
 */
export function useCheckoutAttempt(onSubscribed: () => void) {
  const subscribe = useSubscribe();
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [pix, setPix] = useState<PaymentState | null>(null);
  const { serverError, serverErrorAlert, setServerError, runAttempt } = usePaymentAttempt();
  const alive = useRef<AbortController | null>(null);
  /** The Pix checkout last sent: 'Gerar novo Pix' sends it again once that Pix expired. */
  const lastPixRequest = useRef<SubscribeRequest | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    return () => controller.abort();
  }, []);

  useDelayedEffect(phase === 'success', CHECKOUT_SUCCESS_MS, onSubscribed);

  /**
   * Sends a checkout under a new key: an expired Pix's key would be answered with its old,
   * settled attempt. Resolves to the phase it ends in.
   */
  async function send(body: SubscribeRequest): Promise<'pix' | 'success'> {
    // An automatic retry of this same attempt reuses the key.
    const answer = await subscribe.mutateAsync({ body, idempotencyKey: newIdempotencyKey() });
    if (!isPixAnswer(answer)) return 'success';
    lastPixRequest.current = body;
    setPix(answer.payment);
    return 'pix';
  }

  async function pay(body: SubscribeRequest) {
    setPhase('validating');
    if (!(await pause(CHECKOUT_VALIDATING_MS, alive.current?.signal))) return;
    setPhase('processing');
    try {
      setPhase(await send(body));
    } catch (error) {
      // An earlier attempt (a retry, another tab) already paid: this one is done too.
      if (error instanceof ApiError && error.code === 'ALREADY_SUBSCRIBED') {
        setPhase('success');
        return;
      }
      setPhase('idle');
      const fallback =
        body.paymentMethod === 'pix' ? 'Erro ao gerar o Pix' : 'Erro ao processar pagamento';
      setServerError(errorMessage(error, fallback));
    }
  }

  /** 'Gerar novo Pix': the same checkout again; a refusal is thrown for the Pix screen to say. */
  async function renewPix() {
    if (!lastPixRequest.current) return;
    try {
      setPhase(await send(lastPixRequest.current));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ALREADY_SUBSCRIBED') setPhase('success');
      else throw error;
    }
  }

  const busy = phase === 'validating' || phase === 'processing';
  return {
    phase,
    busy,
    pix,
    serverError,
    serverErrorAlert,
    setServerError,
    pay,
    renewPix,
    runAttempt,
  };
}
