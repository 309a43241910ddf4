import { useEffect, useRef, useState, type RefObject } from 'react';

/** What a payment form needs of its attempts (the checkout's, 'Trocar cartão''s). */
export interface PaymentAttempt {
  /** The server's refusal of the last attempt, said in the form; null while none. */
  serverError: string | null;
  /** The alert that says it: it takes the focus, the submit button being disabled meanwhile. */
  serverErrorAlert: RefObject<HTMLDivElement | null>;
  setServerError: (message: string | null) => void;
  /**
   * Runs `attempt` (which validates the form, then sends it) unless one is running: from the
   * click until it ends, a second click (or Enter) sends nothing. Clears the last refusal.
   */
  runAttempt: (attempt: () => Promise<void>) => void;
}

/** One payment attempt at a time, and the server's refusal of it shown where the focus goes. */
export function usePaymentAttempt(): PaymentAttempt {
  const [serverError, setServerError] = useState<string | null>(null);
  const serverErrorAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (serverError) serverErrorAlert.current?.focus();
  }, [serverError]);
  const attemptRunning = useRef(false);

  function runAttempt(attempt: () => Promise<void>) {
    if (attemptRunning.current) return;
    attemptRunning.current = true;
    setServerError(null);
    void attempt().finally(() => {
      attemptRunning.current = false;
    });
  }

  return { serverError, serverErrorAlert, setServerError, runAttempt };
}
