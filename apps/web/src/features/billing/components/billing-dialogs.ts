import { lazy } from 'react';

// /billing paints its status, plan and history without the payment dialogs: their forms, field
// rules (zod) and Radix's dialog load after the first paint (`preloadBillingDialogs`), or at once
// when one is wanted before that.
const loadCheckout = () => import('./checkout-dialog');
const loadChangeCard = () => import('./change-card-dialog');
const loadPixPayment = () => import('./pix-payment-dialog');

export const CheckoutDialog = lazy(() =>
  loadCheckout().then((m) => ({ default: m.CheckoutDialog })),
);
export const ChangeCardDialog = lazy(() =>
  loadChangeCard().then((m) => ({ default: m.ChangeCardDialog })),
);
export const PixPaymentDialog = lazy(() =>
  loadPixPayment().then((m) => ({ default: m.PixPaymentDialog })),
);

let preloading: Promise<unknown> | null = null;

/** Fetches the dialogs' code once the page has painted, so a click opens its dialog at once. */
export function preloadBillingDialogs(): Promise<unknown> {
  preloading ??= Promise.all([loadCheckout(), loadChangeCard(), loadPixPayment()]).catch(
    (error: unknown) => {
      // Tried again by the next call; a dialog's own load reports a failure when it is opened.
      preloading = null;
      throw error;
    },
  );
  return preloading;
}
