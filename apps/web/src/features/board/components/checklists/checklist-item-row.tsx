import { MAX_CHECKLIST_ITEM_TEXT, type ChecklistItem } from '@quadro/contracts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trash2 } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Checkbox } from '../../../../components/ui/checkbox';
import { cn } from '../../../../lib/cn';
import { useUpdateChecklistItem } from '../../api/update-checklist-item';
import { isPending } from '../../logic/checklist-cache';
import { InlineTextEditor } from './inline-text-editor';

export interface ChecklistItemRowProps {
  boardId: string;
  cardId: string;
  item: ChecklistItem;
  canEdit: boolean;
  onRename: (text: string) => void;
  onDelete: () => void;
  /** Alt + ↑/↓: one place up or down among the items shown. */
  onStep: (step: -1 | 1) => void;
}

/**
 * An item: its box to tick, its text (a press edits it; for editors it is also the handle that
 * drags it, by pointer or with Space and the arrows) and 'Excluir'. An item still being created
 * shows greyed until the server has it.
 */
export function ChecklistItemRow({
  boardId,
  cardId,
  item,
  canEdit,
  onRename,
  onDelete,
  onStep,
}: ChecklistItemRowProps) {
  const [editing, setEditing] = useState(false);
  const toggle = useUpdateChecklistItem(boardId, cardId);
  // The tick shows within the click (the cache's change renders a moment later, and the box
  // would flick back meanwhile), until the server has answered.
  const [ticked, setTicked] = useState<boolean | null>(null);
  const done = ticked ?? item.done;
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
    if (!changeable || editing || !event.altKey) return;
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
        'group flex items-start gap-2 rounded-md py-1 pr-1 pl-1.5 hover:bg-slate-50',
        isDragging && 'relative z-10 bg-white shadow-md ring-1 ring-slate-200',
        pending && 'opacity-60',
      )}
    >
      <Checkbox
        aria-label={item.text}
        checked={done}
        disabled={!changeable}
        onChange={(event) => {
          const next = event.target.checked;
          setTicked(next);
          toggle.mutate(
            { itemId: item.id, change: { done: next } },
            { onSettled: () => setTicked(null) },
          );
        }}
        className="mt-1.5"
      />
      {editing ? (
        <InlineTextEditor
          value={item.text}
          label="Texto do item"
          maxLength={MAX_CHECKLIST_ITEM_TEXT}
          className="flex-1"
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
            'min-w-0 flex-1 cursor-grab rounded px-1 py-1 text-left text-sm break-words active:cursor-grabbing',
            'focus-visible:outline-2 focus-visible:outline-brand-600',
            done ? 'text-slate-600 line-through' : 'text-slate-800',
          )}
        >
          {item.text}
        </button>
      ) : (
        <span
          className={cn(
            'min-w-0 flex-1 px-1 py-1 text-sm break-words',
            done ? 'text-slate-600 line-through' : 'text-slate-800',
          )}
        >
          {item.text}
        </span>
      )}
      {changeable && !editing && (
        <button
          type="button"
          aria-label={`Excluir item ${item.text}`}
          title="Excluir item"
          onClick={onDelete}
          className="flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 opacity-0 group-hover:opacity-100 hover:bg-slate-200 hover:text-red-700 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-600 [@media(hover:none)]:opacity-100"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
