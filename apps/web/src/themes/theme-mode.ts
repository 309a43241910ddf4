import { useSyncExternalStore } from 'react';

/**
 * Whether the theme on screen is light or dark, for what draws outside our CSS variables (the
 * toasts). Kept apart from the palettes so the login bundle does not carry them.
 */
export type ThemeMode = 'light' | 'dark';

let mode: ThemeMode = 'light';
const listeners = new Set<() => void>();

export function setThemeMode(next: ThemeMode): void {
  if (next === mode) return;
  mode = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(
    subscribe,
    () => mode,
    () => 'light',
  );
}
