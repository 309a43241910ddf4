import type { Card } from '@quadro/contracts';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { useCreateChecklist } from '../../api/create-checklist';
import { useChecklists } from '../../api/get-checklists';
import { AddChecklistForm } from './add-checklist-form';
import { ChecklistBlock } from './checklist-block';

export interface CardChecklistsProps {
  boardId: string;
  card: Card;
  /** `cards:manage`: readers see the checklists, without controls. */
  canEdit: boolean;
}

/**
 * 'Checklists' in the card dialog: each with its items, and 'Adicionar checklist'. They load with
 * the dialog; while they do, 'Carregando' shows only when the tile's count says there are items.
 */
export function CardChecklists({ boardId, card, canEdit }: CardChecklistsProps) {
  const headingId = useId();
  const checklists = useChecklists(boardId, card.id);
  const createChecklist = useCreateChecklist(boardId, card.id);
  const [adding, setAdding] = useState(false);
  const [addingTo, setAddingTo] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = () => window.setTimeout(() => addButton.current?.focus(), 0);

  const loaded = checklists.data ?? [];
  if (!canEdit && loaded.length === 0 && !checklists.isError && card.checklist === null)
    return null;

  function add(title: string) {
    createChecklist.mutate(
      { title },
      {
        onSuccess: (checklist) => {
          setAdding(false);
          setAddingTo(checklist.id);
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-4">
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
