import { useCallback, useSyncExternalStore } from 'react';
import { useAuthStore } from '../../../lib/auth-store';

/**
 * Whether the tiles write their labels' names or show colour bars only: a choice each person
 * makes for every board (a click on any chip), remembered by this browser for them.
 */
const storageKey = (userId: string) => `quadro-label-names:${userId}`;

const listeners = new Set<() => void>();

function read(userId: string | undefined): boolean {
  if (!userId) return true;
  try {
    return localStorage.getItem(storageKey(userId)) !== 'hidden';
  } catch {
    return true;
  }
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  // Another tab's choice shows here too.
  if (listeners.size === 0) window.addEventListener('storage', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', notify);
  };
}

export function useLabelNames(): { shown: boolean; toggle: () => void } {
  const userId = useAuthStore((state) => state.user?.id);
  const shown = useSyncExternalStore(
    subscribe,
    () => read(userId),
    () => true,
  );
  const toggle = useCallback(() => {
    if (!userId) return;
    try {
      if (read(userId)) localStorage.setItem(storageKey(userId), 'hidden');
      else localStorage.removeItem(storageKey(userId));
    } catch (error) {
      console.error('Não foi possível guardar a preferência das etiquetas', error);
    }
    notify();
  }, [userId]);
  return { shown, toggle };
}
