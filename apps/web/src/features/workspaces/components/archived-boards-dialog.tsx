import { allows, type WorkspaceAccess } from '@quadro/contracts';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { RestoreButton } from '../../../components/restore-button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { archivedLine } from '../../../lib/archived-line';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useNow } from '../../../lib/use-now';
import { useArchivedBoards } from '../api/get-archived-boards';
import { useRestoreBoard } from '../api/restore-board';

export interface ArchivedBoardsDialogProps {
  workspaceId: string;
  access: WorkspaceAccess | undefined;
  onClose: () => void;
}

/** 'Quadros arquivados': each opens read-only; owner/admin restore them. */
export function ArchivedBoardsDialog({ workspaceId, access, onClose }: ArchivedBoardsDialogProps) {
  const query = useArchivedBoards(workspaceId);
  const restoreBoard = useRestoreBoard(workspaceId);
  const now = useNow();
  const boards = query.data?.pages.flatMap((page) => page.items) ?? [];
  const canRestore = allows(access, 'boards:manage');

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Quadros arquivados" size="lg">
        {query.isPending ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600">
            Carregando...
          </p>
        ) : query.isError && boards.length === 0 ? (
          <RetryAlert
            message="Erro ao carregar os quadros arquivados."
            retrying={query.isRefetching}
            onRetry={() => void query.refetch()}
          />
        ) : boards.length === 0 ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600">
            Nenhum quadro arquivado.
          </p>
        ) : (
          <div className="space-y-3">
            <ul className="divide-y divide-slate-200" aria-label="Quadros arquivados">
              {boards.map((board) => (
                <li
                  key={board.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <Link
                      to={paths.board(board.id)}
                      onClick={onClose}
                      className="rounded text-sm font-medium break-words text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    >
                      {board.title}
                    </Link>
                    <p className="text-xs text-slate-600">{archivedLine(board, now)}</p>
                  </div>
                  {canRestore && (
                    <RestoreButton
                      title={board.title}
                      className="shrink-0 self-start sm:self-auto"
                      pending={restoreBoard.isPending && restoreBoard.variables === board.id}
                      disabled={restoreBoard.isPending}
                      onClick={() =>
                        restoreBoard.mutate(board.id, {
                          onSuccess: () => toast.message('Quadro restaurado'),
                        })
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
            <LoadMore pages={query} error="Erro ao carregar mais quadros." />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
