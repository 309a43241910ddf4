import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'size'> {
  invalid?: boolean;
  size?: 'sm' | 'md';
  /** Classes of the wrapper (width, margins); `className` styles the select itself. */
  wrapperClassName?: string;
}

/** A native select (right on phones, works with forms and getByLabel), styled like Input. */
export function Select({
  invalid = false,
  size = 'md',
  className,
  wrapperClassName,
  children,
  ...props
}: SelectProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select
        aria-invalid={invalid || undefined}
        className={cn(
          'block w-full cursor-pointer appearance-none rounded-lg border bg-white pr-9 pl-3 text-sm text-slate-900 shadow-sm transition-colors',
          size === 'sm' ? 'h-8' : 'h-10',
          'focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-0',
          'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
          invalid
            ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-500/30'
            : 'border-slate-300 focus-visible:border-brand-500 focus-visible:ring-brand-500/30',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      />
    </div>
  );
}
