import { PASSWORD_RULES } from '@quadro/contracts';
import { Check, Circle } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** The five requirements of spec §5, each ticked as soon as it is met. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} aria-label="Requisitos" className="grid gap-1 text-xs sm:grid-cols-2">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.id}
            data-met={met}
            className={cn('flex items-center gap-1.5', met ? 'text-emerald-700' : 'text-slate-500')}
          >
            {met ? (
              <Check className="size-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <Circle className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            <span>{rule.label}</span>
            <span className="sr-only">{met ? '(atendido)' : '(pendente)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
