import type { KeyboardEvent } from 'react';

/** Ctrl + Enter (⌘ + Enter on a Mac) sends what a comment field holds. */
export const isSubmitKey = (event: KeyboardEvent) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);
