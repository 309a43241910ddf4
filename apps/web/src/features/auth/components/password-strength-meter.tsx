import { passwordStrength, type StrengthLevel } from '@quadro/contracts';
import { cn } from '../../../lib/cn';

const SEGMENTS = [1, 2, 3, 4] as const;

const levelColor: Record<StrengthLevel, string> = {
  0: 'bg-slate-200',
  1: 'bg-red-500',
  2: 'bg-orange-500',
  3: 'bg-amber-400',
  4: 'bg-emerald-500',
};

const labelColor: Record<StrengthLevel, string> = {
  0: 'text-slate-500',
  1: 'text-red-600',
  2: 'text-orange-600',
  3: 'text-amber-700',
  4: 'text-emerald-700',
};

/** Four bars filled up to the strength level of spec §5, with its label. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { level, label } = passwordStrength(password);
  return (
    <div className="space-y-1">
      <div
        role="meter"
        aria-label="Nível de força"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={level}
        aria-valuetext={label || 'Nenhuma'}
        data-level={level}
        className="grid grid-cols-4 gap-1.5"
      >
        {SEGMENTS.map((segment) => (
          <span
            key={segment}
            data-filled={segment <= level}
            className={cn(
              'h-1.5 rounded-full transition-colors',
              segment <= level ? levelColor[level] : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      {label && (
        <p className={cn('text-xs font-medium', labelColor[level])}>
          Força da senha: <span data-testid="password-strength-label">{label}</span>
        </p>
      )}
    </div>
  );
}
