import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/*
 * Toasts load sonner with the first one: most visits show none, so pages paint without it. The
 * Toaster mounts at that moment too, and shows what was sent before it was there.
 */
let requested = false;
const listeners = new Set<() => void>();

function show(
  kind: 'success' | 'error' | 'message',
  message: string,
  options?: ExternalToast,
): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  /**
   * A plain toast in the page's own colours: what was just done ('Cartão arquivado'), at a glance
   * and with its 'Desfazer'. (The rich success green falls short of 4.5:1 on its tint.)
   */
  message: (message: string, options?: ExternalToast) => show('message', message, options),
  /** Closes the toast shown with this `id` (nothing when sonner never loaded: none was shown). */
  dismiss: (id: string) => {
    if (requested) void import('sonner').then(({ toast }) => toast.dismiss(id));
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast was ever asked for: the Toaster is mounted from then on. */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
