import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClass } from './control-class';

export interface InputProps extends ComponentProps<'input'> {
  invalid?: boolean;
}

export function Input({ invalid = false, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn(
        controlClass({ invalid }),
        'h-10 px-3 text-sm',
        // `:read-only` also matches selects, so this state belongs to the text field alone.
        'read-only:bg-slate-50 read-only:text-slate-600',
        className,
      )}
      {...props}
    />
  );
}
