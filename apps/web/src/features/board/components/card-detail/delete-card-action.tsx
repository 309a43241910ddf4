import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useDeleteCard } from '../../api/delete-card';

export interface DeleteCardActionProps {
  boardId: string;
  cardId: string;
  /** The card is gone (optimistically): its dialog closes. */
  onDeleted: () => void;
}

/** 'Excluir cartão', behind a confirmation. */
export function DeleteCardAction({ boardId, cardId, onDeleted }: DeleteCardActionProps) {
  const deleteCard = useDeleteCard(boardId);
  const [confirming, setConfirming] = useState(false);

  function handleDelete() {
    deleteCard.mutate(cardId);
    setConfirming(false);
    onDeleted();
  }

  return (
    <>
      <Button
        variant="danger-ghost"
        size="sm"
        fullWidth
        align="start"
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Excluir cartão
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir Cartão"
        confirmLabel="Excluir"
        onConfirm={handleDelete}
      >
        Tem certeza que deseja excluir este cartão? Esta ação não pode ser desfeita.
      </ConfirmDialog>
    </>
  );
}
