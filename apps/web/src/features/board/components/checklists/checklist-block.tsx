import { MAX_CHECKLIST_TITLE, type Checklist, type Member } from '@quadro/contracts';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, ListChecks, Trash2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useCreateChecklistItem } from '../../api/create-checklist-item';
import { useDeleteChecklist } from '../../api/delete-checklist';
import { useDeleteChecklistItem } from '../../api/delete-checklist-item';
import { cachedChecklist } from '../../api/get-checklists';
import { useRenameChecklist } from '../../api/update-checklist';
import { useUpdateChecklistItem } from '../../api/update-checklist-item';
import {
  itemDragAnnouncements,
  itemDragInstructions,
  movedAnnouncement,
  positionAt,
  positionPast,
} from '../../logic/checklist-moves';
import { KEYBOARD_CODES, MouseAndPenSensor } from '../../logic/dnd';
import { AddItemForm } from './add-item-form';
import { ChecklistItemRow } from './checklist-item-row';
import { ChecklistProgress } from './checklist-progress';
import { InlineTextEditor } from './inline-text-editor';
import type { MoveTarget } from './item-details-popover';

export interface ChecklistBlockProps {
  boardId: string;
  cardId: string;
  checklist: Checklist;
  canEdit: boolean;
  members: readonly Member[];
  /** The card's other checklists, which its items may move to. */
  moveTargets: readonly MoveTarget[];
  onMoveItem: (itemId: string, checklistId: string) => void;
  /** Its 'Adicionar item' field is the one open (at once for a checklist just created). */
  adding: boolean;
  onAddingChange: (open: boolean) => void;
  /** Says a move aloud (Alt + ↑/↓ moves have no drag to announce them). */
  announce: (message: string) => void;
  /** It was deleted: the focus has to go somewhere. */
  onDeleted: () => void;
}

/** As on the board: 10 px of pointer movement, or a 250 ms touch hold, before a drag starts. */
const POINTER_ACTIVATION = { distance: 10 };
const TOUCH_ACTIVATION = { delay: 250, tolerance: 5 };

/**
 * One checklist: its title (edited in place), progress, items (ticked, edited, deleted, reordered
 * by drag or Alt + ↑/↓), 'Ocultar itens concluídos', 'Adicionar item' and 'Excluir'.
 */
export function ChecklistBlock({
  boardId,
  cardId,
  checklist,
  canEdit,
  members,
  moveTargets,
  onMoveItem,
  adding,
  onAddingChange,
  announce,
  onDeleted,
}: ChecklistBlockProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [hideDone, setHideDone] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const rename = useRenameChecklist(boardId, cardId);
  const remove = useDeleteChecklist(boardId, cardId);
  const createItem = useCreateChecklistItem(boardId, cardId);
  const updateItem = useUpdateChecklistItem(boardId, cardId);
  const deleteItem = useDeleteChecklistItem(boardId, cardId);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: POINTER_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: KEYBOARD_CODES,
    }),
  );

  const { items } = checklist;
  const done = items.filter((item) => item.done).length;
  const shown = hideDone ? items.filter((item) => !item.done) : items;

  // A moved item's row may be re-inserted by React, which takes the focus away: give it back.
  const refocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = refocus.current;
    refocus.current = null;
    if (element?.isConnected && document.activeElement !== element) element.focus();
  }, [items]);

  function move(itemId: string, position: number | null, among = items) {
    const item = among.find((candidate) => candidate.id === itemId);
    if (position === null || !item || position === among.indexOf(item)) return;
    updateItem.mutate({ itemId, change: { position } });
    return item;
  }

  /** Alt + ↑/↓: from the order in the cache, which a quick second press finds already moved. */
  function step(itemId: string, direction: -1 | 1) {
    const latest = cachedChecklist(queryClient, boardId, cardId, checklist.id)?.items ?? items;
    const visible = hideDone ? latest.filter((item) => !item.done) : latest;
    const position = positionPast(latest, visible, itemId, direction);
    refocus.current = document.activeElement as HTMLElement | null;
    const item = move(itemId, position, latest);
    if (item && position !== null) announce(movedAnnouncement(item.text, position, latest.length));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (over) move(String(active.id), positionAt(items, String(over.id)));
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
        <ListChecks className="mt-1.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1 basis-40">
          {renaming ? (
            <>
              <h4 id={headingId} className="sr-only">
                {checklist.title}
              </h4>
              <InlineTextEditor
                value={checklist.title}
                label="Título da checklist"
                maxLength={MAX_CHECKLIST_TITLE}
                className="w-full font-semibold"
                onDone={(title) => {
                  setRenaming(false);
                  if (title) rename.mutate({ checklistId: checklist.id, title });
                }}
              />
            </>
          ) : (
            <h4 id={headingId} className="text-sm font-semibold break-words text-slate-800">
              {canEdit ? (
                <button
                  type="button"
                  onClick={() => setRenaming(true)}
                  className="-mx-1 max-w-full rounded px-1 py-1 text-left break-words hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {checklist.title}
                  <span className="sr-only"> (editar título)</span>
                </button>
              ) : (
                <span className="inline-block py-1">{checklist.title}</span>
              )}
            </h4>
          )}
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {done > 0 && (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={hideDone}
              onClick={() => setHideDone((hide) => !hide)}
              className="h-8 px-2 text-xs"
            >
              {hideDone ? (
                <>
                  <Eye className="size-4" aria-hidden="true" />
                  Mostrar concluídos ({done})
                </>
              ) : (
                <>
                  <EyeOff className="size-4" aria-hidden="true" />
                  Ocultar itens concluídos
                </>
              )}
            </Button>
          )}
          {canEdit && (
            <Button
              variant="danger-ghost"
              size="sm"
              aria-label={`Excluir checklist ${checklist.title}`}
              title="Excluir checklist"
              onClick={() => setConfirmingDelete(true)}
              className="h-8 px-2"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>

      {items.length > 0 && (
        <ChecklistProgress title={checklist.title} done={done} total={items.length} />
      )}

      {items.length === 0 && !adding && (
        <p className="pl-6 text-sm text-slate-600">Nenhum item ainda.</p>
      )}
      {hideDone && shown.length === 0 && items.length > 0 && (
        <p className="pl-6 text-sm text-slate-600">Todos os itens foram concluídos.</p>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{
          announcements: itemDragAnnouncements,
          screenReaderInstructions: itemDragInstructions,
        }}
        onDragEnd={onDragEnd}
      >
        <SortableContext
          items={shown.map((item) => item.id)}
          strategy={verticalListSortingStrategy}
        >
          <ul aria-labelledby={headingId} className="space-y-0.5" hidden={shown.length === 0}>
            {shown.map((item) => (
              <ChecklistItemRow
                key={item.id}
                boardId={boardId}
                cardId={cardId}
                item={item}
                canEdit={canEdit}
                members={members}
                moveTargets={moveTargets}
                onMoveTo={(checklistId) => onMoveItem(item.id, checklistId)}
                onRename={(text) => updateItem.mutate({ itemId: item.id, change: { text } })}
                onDelete={() => deleteItem.mutate(item.id)}
                onStep={(direction) => step(item.id, direction)}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>

      {canEdit && (
        <div className="pl-6">
          <AddItemForm
            checklistId={checklist.id}
            open={adding}
            onOpenChange={onAddingChange}
            onAdd={(text) => createItem.add(checklist.id, text)}
          />
        </div>
      )}

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Excluir checklist"
        confirmLabel="Excluir"
        onConfirm={() => {
          setConfirmingDelete(false);
          remove.mutate(checklist.id);
          onDeleted();
        }}
      >
        A checklist “{checklist.title}”
        {items.length > 0 ? ` e seus ${items.length} itens serão excluídos` : ' será excluída'}.
        Esta ação não pode ser desfeita.
      </ConfirmDialog>
    </section>
  );
}
