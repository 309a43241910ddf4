import type { Card } from '@quadro/contracts';
import { ListChecks } from 'lucide-react';
import { cn } from '../../../../lib/cn';

/** The tile's '2/5' of its checklists' items, green once all are done; nothing without items. */
export function ChecklistBadge({ checklist }: Pick<Card, 'checklist'>) {
  if (!checklist || checklist.total === 0) return null;
  const complete = checklist.done === checklist.total;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium tabular-nums',
        complete ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      <ListChecks className="size-3" aria-hidden="true" />
      <span className="sr-only">
        {` — checklist: ${checklist.done} de ${checklist.total} itens concluídos`}
      </span>
      <span aria-hidden="true">{`${checklist.done}/${checklist.total}`}</span>
    </span>
  );
}
