import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface TextareaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
}

export function Textarea({ invalid = false, className, ...props }: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(
        'block min-h-24 w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm transition-colors',
        'placeholder:text-slate-400',
        'focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-0',
        'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
        invalid
          ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-500/30'
          : 'border-slate-300 focus-visible:border-brand-500 focus-visible:ring-brand-500/30',
        className,
      )}
      {...props}
    />
  );
}
