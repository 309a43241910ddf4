import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClass } from './control-class';

export interface SelectProps extends Omit<ComponentProps<'select'>, 'size'> {
  invalid?: boolean;
  size?: 'sm' | 'md';
  /** Tinted with the brand colour: its value narrows what is shown (an active filter). */
  highlighted?: boolean;
  /** Room at the start for an icon the caller draws over the select. */
  leadingIcon?: boolean;
  /** Classes of the wrapper (width, margins); `className` styles the select itself. */
  wrapperClassName?: string;
}

/** A native select (right on phones, works with forms and getByLabel), styled like Input. */
export function Select({
  invalid = false,
  size = 'md',
  highlighted = false,
  leadingIcon = false,
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
          controlClass({ invalid, highlighted }),
          'cursor-pointer appearance-none pr-9 text-sm',
          leadingIcon ? 'pl-8' : 'pl-3',
          size === 'sm' ? 'h-8' : 'h-10',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  );
}
