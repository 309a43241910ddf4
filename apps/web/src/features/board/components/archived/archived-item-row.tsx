import type { ArchivedItem } from '@quadro/contracts';
import type { ReactNode } from 'react';
import { archivedLine } from '../../../../lib/archived-line';

export interface ArchivedItemRowProps {
  item: ArchivedItem;
  now: number;
  /** The title as shown: a card's opens its dialog. */
  title: ReactNode;
  /** 'Restaurar' and 'Excluir', for those who may. */
  actions?: ReactNode;
}

/** One archived card or list: its title, a card's list, who archived it and when. */
export function ArchivedItemRow({ item, now, title, actions }: ArchivedItemRowProps) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <div className="text-sm font-medium break-words text-slate-900">{title}</div>
        {item.listName !== null && (
          <p className="text-xs text-slate-600">
            na lista <span className="font-medium text-slate-700">{item.listName}</span>
          </p>
        )}
        <p className="text-xs text-slate-600">
          {archivedLine(item, now, item.type === 'list' ? 'Arquivada' : 'Arquivado')}
        </p>
      </div>
      {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
    </li>
  );
}
