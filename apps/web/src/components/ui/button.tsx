import { Loader2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-brand-600 text-on-accent shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary:
    'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  /** A destructive action itself (the confirming button). */
  danger: 'bg-red-600 text-on-danger shadow-sm hover:bg-red-700 active:bg-red-800',
  /** The way into a destructive action, quieter than the action itself. */
  'danger-ghost': 'text-red-700 hover:bg-red-50 hover:text-red-800 active:bg-red-100',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-5 text-base',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Shows a spinner and disables the button while an action runs. */
  pending?: boolean;
  fullWidth?: boolean;
  /** Where the content sits: centred, or at the start (a full-width button among text). */
  align?: 'center' | 'start';
}

export function Button({
  variant = 'primary',
  size = 'md',
  pending = false,
  fullWidth = false,
  align = 'center',
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg font-medium transition-colors',
        align === 'start' ? 'justify-start' : 'justify-center',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-60',
        variants[variant],
        sizes[size],
        fullWidth && 'w-full',
        className,
      )}
      {...props}
    >
      {pending && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
