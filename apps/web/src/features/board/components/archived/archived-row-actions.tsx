import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';
import { RestoreButton } from '../../../../components/restore-button';

export interface ArchivedRowActionsProps {
  title: string;
  restoring: boolean;
  deleting: boolean;
  onRestore: () => void;
  /** Asks to delete for good: opens `confirm`. */
  onDelete: () => void;
  /** The confirmation 'Excluir' opens. */
  confirm: ReactNode;
}

/** An archived row's 'Restaurar' and 'Excluir' (behind its confirmation). */
export function ArchivedRowActions({
  title,
  restoring,
  deleting,
  onRestore,
  onDelete,
  confirm,
}: ArchivedRowActionsProps) {
  const busy = restoring || deleting;
  return (
    <>
      <RestoreButton title={title} pending={restoring} disabled={busy} onClick={onRestore} />
      <Button
        variant="danger-ghost"
        size="sm"
        aria-label={`Excluir ${title}`}
        pending={deleting}
        disabled={busy}
        onClick={onDelete}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Excluir
      </Button>
      {confirm}
    </>
  );
}
