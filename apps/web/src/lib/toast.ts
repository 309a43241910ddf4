import { useSyncExternalStore } from 'react';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/*
 * Toasts load sonner with the first one: most visits show none, so pages paint without it. The
 * Toaster mounts at that moment too, and shows what was sent before it was there.
 */
let requested = false;
const listeners = new Set<() => void>();

/**
 * One import for every toast, so they reach sonner in the order they were sent: the build's
 * preloading can settle a later `import()` before an earlier one, and an update by `id` (a wait's
 * outcome) must not come before the toast it updates.
 */
let sonner: Promise<{ toast: typeof sonnerToast }> | null = null;
const loadSonner = () => (sonner ??= import('sonner'));

function show(
  kind: 'success' | 'error' | 'message' | 'loading',
  message: string,
  options?: ExternalToast,
): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void loadSonner().then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  /**
   * A plain toast in the page's own colours: what was just done ('Cartão arquivado'), at a glance
   * and with its 'Desfazer'. (The rich success green falls short of 4.5:1 on its tint.)
   */
  message: (message: string, options?: ExternalToast) => show('message', message, options),
  /**
   * A wait, with a spinner, that stays until a toast with the same `id` takes its place (its
   * outcome: `message` or `error`).
   */
  loading: (message: string, options?: ExternalToast) => show('loading', message, options),
  /** Closes the toast shown with this `id` (nothing when sonner never loaded: none was shown). */
  dismiss: (id: string) => {
    if (requested) void loadSonner().then(({ toast }) => toast.dismiss(id));
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
