import type { Card, List } from '@quadro/contracts';
import type { useSortable } from '@dnd-kit/sortable';
import { GripVertical, Pencil } from 'lucide-react';
import { ListMenu } from './list-menu';

type DragHandle = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setActivatorNodeRef'
>;

export interface ColumnHeaderProps {
  list: List;
  headingId: string;
  /** The cards shown, and the count of all of the list's (more under a member filter). */
  cards: readonly Card[];
  total: number;
  filtered: boolean;
  canManageLists: boolean;
  canDragList: boolean;
  dragHandle: DragHandle;
  onEditList: (listId: string) => void;
  /** Present for who may archive the list: 'Arquivar lista' in its menu. */
  onArchiveList?: ((listId: string) => void) | undefined;
  /** Present for who may archive cards: 'Arquivar todos os cartões' in its menu. */
  onArchiveCards?: ((listId: string) => void) | undefined;
}

/** The list's grip (managers only), name, card count, 'Editar lista' button and menu. */
export function ColumnHeader({
  list,
  headingId,
  cards,
  total,
  filtered,
  canManageLists,
  canDragList,
  dragHandle: { attributes, listeners, setActivatorNodeRef },
  onEditList,
  onArchiveList,
  onArchiveCards,
}: ColumnHeaderProps) {
  return (
    <header
      className="flex items-center gap-1.5 py-2 pr-1.5 pl-2"
      {...(canDragList ? listeners : {})}
    >
      {canManageLists ? (
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          role={undefined}
          aria-label={`Mover lista ${list.name}`}
          className="-ml-0.5 flex size-7 shrink-0 cursor-grab items-center justify-center rounded-md text-slate-500 hover:bg-slate-300/50 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
      ) : (
        <span className="w-1" />
      )}
      <h2
        id={headingId}
        className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800"
        title={list.name}
      >
        {list.name}
      </h2>
      <span className="rounded-full bg-white/80 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums">
        <span aria-hidden="true">{filtered ? `${cards.length}/${total}` : total}</span>
        <span className="sr-only">
          {filtered
            ? `${cards.length} de ${total} cartões`
            : `${total} ${total === 1 ? 'cartão' : 'cartões'}`}
        </span>
      </span>
      {canManageLists && (
        <button
          type="button"
          onClick={() => onEditList(list.id)}
          aria-label={`Editar lista ${list.name}`}
          className="flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-300/50 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Pencil className="size-3.5" aria-hidden="true" />
        </button>
      )}
      <ListMenu
        listName={list.name}
        hasCards={total > 0}
        onArchiveList={onArchiveList && (() => onArchiveList(list.id))}
        onArchiveCards={onArchiveCards && (() => onArchiveCards(list.id))}
      />
    </header>
  );
}
