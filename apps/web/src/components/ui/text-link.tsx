import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

const tones = {
  brand: 'text-brand-700 hover:text-brand-800 hover:underline',
  /** Inside an error message: the message's own red, always underlined. */
  danger: 'text-red-800 underline hover:text-red-900',
} as const;

export interface TextLinkProps extends ComponentProps<typeof Link> {
  tone?: keyof typeof tones;
}

export function TextLink({ tone = 'brand', className, ...props }: TextLinkProps) {
  return (
    <Link
      className={cn(
        'rounded font-medium underline-offset-4',
        tones[tone],
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    />
  );
}
