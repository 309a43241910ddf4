import { cn } from '../../../../lib/cn';

/** How much of a checklist is done: '2/5' and a bar, read as '2 de 5 itens concluídos'. */
export function ChecklistProgress({
  title,
  done,
  total,
}: {
  title: string;
  done: number;
  total: number;
}) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const complete = total > 0 && done === total;
  return (
    <div className="flex items-center gap-2">
      <span className="w-10 shrink-0 text-xs text-slate-600 tabular-nums" aria-hidden="true">
        {done}/{total}
      </span>
      <div
        role="progressbar"
        aria-label={`Progresso de ${title}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${done} de ${total} itens concluídos`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn(
            'h-full rounded-full transition-[width] duration-300',
            complete ? 'bg-green-700' : 'bg-brand-600',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
