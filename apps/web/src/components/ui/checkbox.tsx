import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native checkbox (works with forms and getByLabel), styled to match. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-600',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
