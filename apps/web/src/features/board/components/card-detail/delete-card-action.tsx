import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useDeleteCard } from '../../api/delete-card';
import { DeleteCardConfirm } from './delete-card-confirm';

export interface DeleteCardActionProps {
  boardId: string;
  cardId: string;
  /** The card is gone (optimistically): its dialog closes. */
  onDeleted: () => void;
  /** The banner of an archived card says only 'Excluir' beside 'Restaurar'. */
  compact?: boolean;
}

/** 'Excluir cartão', behind a confirmation. */
export function DeleteCardAction({
  boardId,
  cardId,
  onDeleted,
  compact = false,
}: DeleteCardActionProps) {
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
        fullWidth={!compact}
        align="start"
        onClick={() => setConfirming(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {compact ? 'Excluir' : 'Excluir cartão'}
      </Button>
      <DeleteCardConfirm open={confirming} onOpenChange={setConfirming} onConfirm={handleDelete} />
    </>
  );
}
