import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface InputProps extends ComponentProps<'input'> {
  invalid?: boolean;
}

export function Input({ invalid = false, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors',
        'placeholder:text-slate-400',
        'focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-0',
        'read-only:bg-slate-50 read-only:text-slate-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
        invalid
          ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-500/30'
          : 'border-slate-300 focus-visible:border-brand-500 focus-visible:ring-brand-500/30',
        className,
      )}
      {...props}
    />
  );
}
