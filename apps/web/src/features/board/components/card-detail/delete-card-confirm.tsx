import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

export interface DeleteCardConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The spec's confirmation before a card is deleted for good, wherever 'Excluir' is offered. */
export function DeleteCardConfirm({ open, onOpenChange, onConfirm }: DeleteCardConfirmProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Excluir Cartão"
      confirmLabel="Excluir"
      onConfirm={onConfirm}
    >
      Tem certeza que deseja excluir este cartão? Esta ação não pode ser desfeita.
    </ConfirmDialog>
  );
}
