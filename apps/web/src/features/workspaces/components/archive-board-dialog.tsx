import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useArchiveBoard } from '../api/archive-board';

export interface ArchiveBoardDialogProps {
  workspaceId: string;
  boardId: string;
  onClose: () => void;
}

/** 'Arquivar quadro' asks first; the board then shows archived (read-only) until restored. */
export function ArchiveBoardDialog({ workspaceId, boardId, onClose }: ArchiveBoardDialogProps) {
  const archiveBoard = useArchiveBoard(workspaceId);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Arquivar quadro"
      confirmLabel="Arquivar quadro"
      pending={archiveBoard.isPending}
      onConfirm={() => archiveBoard.mutate(boardId, { onSettled: onClose })}
    >
      Arquivar este quadro? Ele sai da lista de quadros do workspace e pode ser restaurado depois.
    </ConfirmDialog>
  );
}
