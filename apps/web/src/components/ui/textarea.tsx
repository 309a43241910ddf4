import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClass } from './control-class';

const variants = {
  /** A form's text area. */
  default: 'min-h-24 resize-y px-3 py-2 text-sm',
  /** A shorter one, for a comment. */
  compact: 'min-h-16 resize-y px-3 py-2 text-sm',
  /** A one-line text edited in place (a checklist's item): as tall as its text. */
  inline: 'field-sizing-content min-h-0 resize-none px-2.5 py-1.5 text-sm',
  /** An in-place title editor: as tall as its text, set like the heading it replaces. */
  heading: 'field-sizing-content min-h-0 resize-none px-2 py-1 text-lg font-semibold',
  /** A read-only value to copy whole (a Pix code): monospace, as tall as its text, broken anywhere. */
  code: 'field-sizing-content min-h-0 resize-none px-3 py-2 font-mono text-xs break-all',
} as const;

export interface TextareaProps extends ComponentProps<'textarea'> {
  invalid?: boolean;
  variant?: keyof typeof variants;
}

export function Textarea({
  invalid = false,
  variant = 'default',
  className,
  ...props
}: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn(controlClass({ invalid }), variants[variant], className)}
      {...props}
    />
  );
}
