import { cn } from '../../lib/cn';

/**
 * The one look of every text field, text area and select (and the in-place editors built on
 * them): border, focus ring, invalid and disabled states. Height and padding stay with each
 * control.
 */
export function controlClass({ invalid = false }: { invalid?: boolean } = {}): string {
  return cn(
    'block w-full rounded-lg border bg-white text-sm text-slate-900 shadow-sm transition-colors',
    'placeholder:text-slate-500',
    'focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-0',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid
      ? 'border-red-500 focus-visible:border-red-600 focus-visible:ring-red-500/30'
      : 'border-slate-300 focus-visible:border-brand-500 focus-visible:ring-brand-500/30',
  );
}
