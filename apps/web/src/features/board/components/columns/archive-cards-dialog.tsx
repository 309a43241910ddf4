import type { ListWithCards } from '@quadro/contracts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useArchiveListCards } from '../../api/archive-list-cards';

export interface ArchiveCardsDialogProps {
  boardId: string;
  list: ListWithCards;
  onClose: () => void;
}

/** 'Arquivar todos os cartões' asks first: they can be restored, but one by one. */
export function ArchiveCardsDialog({ boardId, list, onClose }: ArchiveCardsDialogProps) {
  const archiveCards = useArchiveListCards(boardId);
  const count = list.cards.length;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Arquivar todos os cartões desta lista?"
      confirmLabel="Arquivar cartões"
      onConfirm={() => {
        archiveCards.mutate(list.id);
        onClose();
      }}
    >
      {count === 1
        ? `O cartão de “${list.name}” sai do quadro e pode ser restaurado em Itens arquivados.`
        : `Os ${count} cartões de “${list.name}” saem do quadro e podem ser restaurados em Itens arquivados.`}
    </ConfirmDialog>
  );
}
