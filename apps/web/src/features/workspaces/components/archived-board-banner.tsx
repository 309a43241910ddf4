import { RotateCcw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useRestoreBoard } from '../api/restore-board';

export interface ArchivedBoardBannerProps {
  workspaceId: string;
  boardId: string;
  /** Owner/admin (`boards:manage`) may restore it. */
  canRestore: boolean;
}

/** An archived board is read-only: said above it, with 'Restaurar quadro' for who may. */
export function ArchivedBoardBanner({
  workspaceId,
  boardId,
  canRestore,
}: ArchivedBoardBannerProps) {
  const restoreBoard = useRestoreBoard(workspaceId);
  return (
    <Alert tone="warning" className="rounded-none border-x-0 border-t-0 px-3 sm:px-4 md:px-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span className="font-medium">Este quadro está arquivado.</span> Restaure-o para fazer
          alterações.
        </p>
        {canRestore && (
          <Button
            variant="secondary"
            size="sm"
            className="shrink-0 self-start sm:self-auto"
            pending={restoreBoard.isPending}
            onClick={() =>
              restoreBoard.mutate(boardId, { onSuccess: () => toast.message('Quadro restaurado') })
            }
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Restaurar quadro
          </Button>
        )}
      </div>
    </Alert>
  );
}
