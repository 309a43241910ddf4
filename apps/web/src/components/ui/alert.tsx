import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: XCircle },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', Icon: CheckCircle2 },
  warning: { box: 'border-yellow-300 bg-yellow-50 text-yellow-900', Icon: AlertTriangle },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', Icon: Info },
} as const;

export interface AlertProps extends ComponentProps<'div'> {
  tone?: keyof typeof tones;
}

/** Errors are announced at once (role=alert); other tones politely (role=status). */
export function Alert({ tone = 'info', className, children, ...props }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
