import { MAX_CHECKLIST_ITEM_TEXT, type ChecklistItem, type Member } from '@quadro/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Ellipsis, Trash2 } from 'lucide-react';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Checkbox } from '../../../../components/ui/checkbox';
import { cn } from '../../../../lib/cn';
import { useUpdateChecklistItem } from '../../api/update-checklist-item';
import { useHeldCheck } from '../../hooks/use-held-check';
import { isPending } from '../../logic/checklist-cache';
import { InlineTextEditor } from './inline-text-editor';
import { ItemBadges } from './item-badges';
import { ItemDetailsPopover, type MoveTarget } from './item-details-popover';

export interface ChecklistItemRowProps {
  boardId: string;
  cardId: string;
  item: ChecklistItem;
  canEdit: boolean;
  /** The workspace's members: who may be its assignee. */
  members: readonly Member[];
  /** The card's other checklists. */
  moveTargets: readonly MoveTarget[];
  onMoveTo: (checklistId: string) => void;
  onRename: (text: string) => void;
  onDelete: () => void;
  /** Alt + ↑/↓: one place up or down among the items shown. */
  onStep: (step: -1 | 1) => void;
}

/** The row's icon buttons: shown on hover or focus, always on touch screens. */
const ROW_BUTTON =
  'flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 opacity-0 group-hover:opacity-100 hover:bg-slate-200 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600 [@media(hover:none)]:opacity-100';

/**
 * An item: its box to tick, its text (a press edits it; for editors it is also the handle that
 * drags it, by pointer or with Space and the arrows), its assignee and due date, '…' (assignee,
 * due date, another checklist) and 'Excluir'. An item still being created shows greyed until the
 * server has it.
 */
export function ChecklistItemRow({
  boardId,
  cardId,
  item,
  canEdit,
  members,
  moveTargets,
  onMoveTo,
  onRename,
  onDelete,
  onStep,
}: ChecklistItemRowProps) {
  const [editing, setEditing] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const closeDetails = useCallback(() => setDetailsOpen(false), []);
  const detailsId = useId();
  const detailsButton = useRef<HTMLButtonElement>(null);
  const toggle = useUpdateChecklistItem(boardId, cardId);
  const tick = useHeldCheck(item.done);
  const done = tick.checked;
  const pending = isPending(item.id);
  const changeable = canEdit && !pending;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: item.id,
    data: { text: item.text },
    disabled: !changeable || editing,
    attributes: { roleDescription: 'item arrastável' },
  });

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (!changeable || editing || detailsOpen || !event.altKey) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onStep(event.key === 'ArrowUp' ? -1 : 1);
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-item-id={item.id}
      // Esc during a keyboard drag cancels the drag, not the card dialog.
      data-esc-cancels-edit={isDragging || undefined}
      onKeyDown={onKeyDown}
      className={cn(
        'group relative flex items-start gap-2 rounded-md py-1 pr-1 pl-1.5 hover:bg-slate-50',
        isDragging && 'z-10 bg-white shadow-md ring-1 ring-slate-200',
        pending && 'opacity-60',
      )}
    >
      <Checkbox
        aria-label={item.text}
        checked={done}
        disabled={!changeable}
        onChange={(event) => {
          const next = event.target.checked;
          tick.hold(next);
          toggle.mutate({ itemId: item.id, change: { done: next } }, { onSettled: tick.release });
        }}
        className="mt-1.5"
      />
      <div className="min-w-0 flex-1">
        {editing ? (
          <InlineTextEditor
            value={item.text}
            label="Texto do item"
            maxLength={MAX_CHECKLIST_ITEM_TEXT}
            className="w-full"
            onDone={(text) => {
              setEditing(false);
              if (text) onRename(text);
            }}
          />
        ) : changeable ? (
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            {...listeners}
            // dnd-kit's attributes say role=button; the element already is one.
            role={undefined}
            onClick={() => setEditing(true)}
            className={cn(
              'w-full cursor-grab rounded px-1 py-1 text-left text-sm break-words active:cursor-grabbing',
              'focus-visible:outline-2 focus-visible:outline-brand-600',
              done ? 'text-slate-600 line-through' : 'text-slate-800',
            )}
          >
            {item.text}
          </button>
        ) : (
          <span
            className={cn(
              'block px-1 py-1 text-sm break-words',
              done ? 'text-slate-600 line-through' : 'text-slate-800',
            )}
          >
            {item.text}
          </span>
        )}
        <ItemBadges item={item} members={members} />
      </div>
      {changeable && !editing && (
        <>
          <button
            ref={detailsButton}
            type="button"
            aria-label={`Detalhes do item ${item.text}`}
            title="Responsável, data e checklist"
            aria-haspopup="dialog"
            aria-expanded={detailsOpen}
            aria-controls={detailsOpen ? detailsId : undefined}
            onClick={() => setDetailsOpen((open) => !open)}
            className={cn(ROW_BUTTON, 'hover:text-slate-800 aria-expanded:opacity-100')}
          >
            <Ellipsis className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={`Excluir item ${item.text}`}
            title="Excluir item"
            onClick={onDelete}
            className={cn(ROW_BUTTON, 'hover:text-red-700')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </>
      )}
      {detailsOpen && changeable && (
        <ItemDetailsPopover
          id={detailsId}
          boardId={boardId}
          cardId={cardId}
          item={item}
          members={members}
          moveTargets={moveTargets}
          onMoveTo={onMoveTo}
          anchor={detailsButton}
          onClose={closeDetails}
        />
      )}
    </li>
  );
}
