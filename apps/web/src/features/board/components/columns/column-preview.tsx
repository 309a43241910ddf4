import type { ListWithCards } from '@quadro/contracts';
import { cn } from '../../../../lib/cn';
import { listColors } from './list-colors';

/** The floating copy of a list while it is dragged. */
export function ColumnPreview({ list, index }: { list: ListWithCards; index: number }) {
  return (
    <div
      className={cn(
        'flex w-[300px] rotate-1 cursor-grabbing flex-col overflow-hidden rounded-xl shadow-2xl ring-1 ring-slate-900/10',
        listColors(index).column,
      )}
    >
      <div className={cn('h-1', listColors(index).stripe)} />
      <div className="flex items-center gap-2 px-3 py-2.5">
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">
          {list.name}
        </span>
        <span className="rounded-full bg-white/80 px-2 py-0.5 text-xs text-slate-600">
          {list.cards.length}
        </span>
      </div>
      <div className="space-y-2 px-2 pb-2">
        {list.cards.slice(0, 4).map((card) => (
          <div
            key={card.id}
            className="truncate rounded-lg border border-slate-200 bg-white p-3 text-sm font-medium text-slate-800"
          >
            {card.title}
          </div>
        ))}
      </div>
    </div>
  );
}
