import { cn } from '../../lib/cn';

export interface ControlLook {
  invalid?: boolean;
  /** Tinted with the brand colour: a value that narrows what is shown (an active filter). */
  highlighted?: boolean;
}

/**
 * The one look of every text field, text area and select (and the in-place editors built on
 * them): border, colours, focus ring, invalid and disabled states. Height, padding and text size
 * stay with each control.
 */
export function controlClass({ invalid = false, highlighted = false }: ControlLook = {}): string {
  return cn(
    'block w-full rounded-lg border shadow-sm transition-colors',
    highlighted ? 'bg-brand-50 text-brand-800' : 'bg-white text-slate-900',
    'placeholder:text-slate-500',
    'focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-0',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid
      ? 'border-red-500 focus-visible:border-red-600 focus-visible:ring-red-500/30'
      : [
          highlighted ? 'border-brand-300' : 'border-slate-300',
          'focus-visible:border-brand-500 focus-visible:ring-brand-500/30',
        ],
  );
}
