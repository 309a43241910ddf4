import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClass } from './control-class';

export interface TextareaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
}

export function Textarea({ invalid = false, className, ...props }: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(controlClass({ invalid }), 'min-h-24 resize-y px-3 py-2', className)}
      {...props}
    />
  );
}
