import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', className)}>
      <Loader2 className="size-5 animate-spin" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">Carregando</span>}
    </span>
  );
}
