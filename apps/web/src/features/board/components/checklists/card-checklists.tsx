import type { Card, Member } from '@quadro/contracts';
import { Plus } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { useCreateChecklist } from '../../api/create-checklist';
import { useChecklists } from '../../api/get-checklists';
import { useUpdateChecklistItem } from '../../api/update-checklist-item';
import { AddChecklistForm } from './add-checklist-form';
import { ChecklistBlock } from './checklist-block';

export interface CardChecklistsProps {
  boardId: string;
  card: Card;
  /** `cards:manage`: readers see the checklists, without controls. */
  canEdit: boolean;
  /** The workspace's members: who may be an item's assignee. */
  members: readonly Member[];
}

/**
 * 'Checklists' in the card dialog: each with its items, and 'Adicionar checklist'. They load with
 * the dialog; while they do, 'Carregando' shows only when the tile's count says there are items.
 */
export function CardChecklists({ boardId, card, canEdit, members }: CardChecklistsProps) {
  const headingId = useId();
  const checklists = useChecklists(boardId, card.id);
  const createChecklist = useCreateChecklist(boardId, card.id);
  const updateItem = useUpdateChecklistItem(boardId, card.id);
  const [adding, setAdding] = useState(false);
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = () => window.setTimeout(() => addButton.current?.focus(), 0);
  const section = useRef<HTMLElement>(null);

  // An item moved to another checklist is drawn anew there: the focus follows it to its '…'.
  const movedItem = useRef<string | null>(null);
  useLayoutEffect(() => {
    const itemId = movedItem.current;
    const button = itemId
      ? section.current?.querySelector<HTMLElement>(
          `[data-item-id="${itemId}"] [aria-haspopup="dialog"]`,
        )
      : null;
    if (!button) return;
    movedItem.current = null;
    button.focus();
  }, [checklists.data]);

  const loaded = checklists.data ?? [];
  if (!canEdit && loaded.length === 0 && !checklists.isError && card.checklist === null)
    return null;

  function add(title: string) {
    createChecklist.mutate(
      { title },
      {
        onSuccess: ({ answer: { checklist } }) => {
          setAdding(false);
          setAddingTo(checklist.id);
        },
      },
    );
  }

  function moveItem(itemId: string, checklistId: string) {
    const item = loaded.flatMap((checklist) => checklist.items).find(({ id }) => id === itemId);
    const target = loaded.find((checklist) => checklist.id === checklistId);
    if (!item || !target) return;
    movedItem.current = itemId;
    updateItem.mutate({ itemId, change: { checklistId } });
    setAnnouncement(`Item “${item.text}” movido para a checklist “${target.title}”.`);
  }

  return (
    <section ref={section} aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-700">
          Checklists
        </h3>
        {canEdit && !adding && (
          <Button ref={addButton} variant="secondary" size="sm" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" />
            Adicionar checklist
          </Button>
        )}
      </div>

      {adding && (
        <AddChecklistForm
          pending={createChecklist.isPending}
          onAdd={add}
          onCancel={() => {
            setAdding(false);
            focusAddButton();
          }}
        />
      )}

      {checklists.isPending ? (
        card.checklist !== null && (
          <p role="status" className="text-sm text-slate-600">
            Carregando checklists...
          </p>
        )
      ) : checklists.isError ? (
        <RetryAlert
          message="Erro ao carregar as checklists."
          retrying={checklists.isFetching}
          onRetry={() => void checklists.refetch()}
        />
      ) : (
        loaded.map((checklist) => (
          <ChecklistBlock
            key={checklist.id}
            boardId={boardId}
            cardId={card.id}
            checklist={checklist}
            canEdit={canEdit}
            members={members}
            moveTargets={loaded
              .filter((other) => other.id !== checklist.id)
              .map(({ id, title }) => ({ id, title }))}
            onMoveItem={moveItem}
            adding={checklist.id === addingTo}
            onAddingChange={(open) => setAddingTo(open ? checklist.id : null)}
            announce={setAnnouncement}
            onDeleted={focusAddButton}
          />
        ))
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
