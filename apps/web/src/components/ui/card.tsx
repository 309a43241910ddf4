import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('space-y-1.5 px-6 pt-6 sm:px-8 sm:pt-8', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h1'>) {
  return (
    <h1
      className={cn('text-2xl font-semibold tracking-tight text-slate-900', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-slate-500', className)} {...props} />;
}

export interface CardContentProps extends ComponentProps<'div'> {
  /** `lg`: more room above and below, for a card that only holds a spinner or a notice. */
  padding?: 'md' | 'lg';
}

export function CardContent({ padding = 'md', className, ...props }: CardContentProps) {
  return (
    <div
      className={cn('px-6 sm:px-8', padding === 'lg' ? 'py-12' : 'py-6', className)}
      {...props}
    />
  );
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'border-t border-slate-100 px-6 py-4 text-center text-sm text-slate-600 sm:px-8',
        className,
      )}
      {...props}
    />
  );
}
