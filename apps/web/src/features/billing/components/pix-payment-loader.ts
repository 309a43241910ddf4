import { lazy } from 'react';

// The Pix screen and its QR code's library load only when a Pix is shown (or about to be): a
// card checkout, and /billing's first paint, never carry them.
const loadPixPayment = () => import('./pix-payment');

export const PixPayment = lazy(() => loadPixPayment().then((m) => ({ default: m.PixPayment })));

/** Fetches the Pix screen's code at the first sign it is wanted ('Pix' chosen, a Pix waiting). */
export function preloadPixPayment(): void {
  void loadPixPayment().catch(() => {
    // The screen's own load reports a failure, when it is actually shown.
  });
}
