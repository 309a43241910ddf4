import { Archive } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { useArchiveCard } from '../../api/archive-card';

export interface ArchiveCardActionProps {
  boardId: string;
  cardId: string;
  /** The card has left the board (optimistically): its dialog closes. */
  onArchived: () => void;
}

/** 'Arquivar cartão': no confirmation, as the toast that follows offers 'Desfazer'. */
export function ArchiveCardAction({ boardId, cardId, onArchived }: ArchiveCardActionProps) {
  const archiveCard = useArchiveCard(boardId);
  return (
    <Button
      variant="ghost"
      size="sm"
      fullWidth
      align="start"
      onClick={() => {
        archiveCard.mutate(cardId);
        onArchived();
      }}
    >
      <Archive className="size-4" aria-hidden="true" />
      Arquivar cartão
    </Button>
  );
}
