import { cn } from '../lib/cn';

/** The Quadro mark: three kanban columns of falling height. */
export function LogoMark({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={size === 'sm' ? 'size-7' : 'size-8'}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      {/* White bars on the brand colour; dark ones on a dark theme's light accent. */}
      <g className="fill-on-accent">
        <rect x="7" y="7" width="5" height="18" rx="1.5" />
        <rect x="13.5" y="7" width="5" height="12" rx="1.5" opacity=".85" />
        <rect x="20" y="7" width="5" height="7" rx="1.5" opacity=".7" />
      </g>
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-xl font-semibold tracking-tight text-slate-900">Quadro</span>
    </span>
  );
}
