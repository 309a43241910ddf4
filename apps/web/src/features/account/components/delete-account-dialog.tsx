import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountRequestSchema } from '@quadro/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/input-field';
import { useAuthStore } from '../../../lib/auth-store';
import { ApiError, errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';

interface Refusal {
  message: string;
  /** The API named workspaces others use: the way out is to hand them over or delete them. */
  ownsShared: boolean;
}

export interface DeleteAccountDialogProps {
  onClose: () => void;
}

/**
 * 'Excluir minha conta', confirmed with the password. A wrong one is said on the field; a refusal
 * because of shared workspaces names them and says what to do. Once deleted, the session ends as a
 * logout ends it and the login page says so.
 */
export function DeleteAccountDialog({ onClose }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await deleteAccount.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        const message = error.message || 'Senha incorreta';
        setError('password', { message }, { shouldFocus: true });
        return;
      }
      setRefusal({
        message: errorMessage(error, 'Não foi possível excluir sua conta. Tente de novo.'),
        ownsShared: error instanceof ApiError && error.code === 'OWNS_SHARED_WORKSPACES',
      });
      return;
    }
    toast.message('Sua conta foi excluída. Enviamos uma confirmação para o seu email.');
    // The server ended every session with the account: only this browser's copy is left.
    useAuthStore.getState().logout();
    await navigate(paths.login(), { replace: true });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent
        size="md"
        title="Excluir minha conta"
        description="Sua conta, suas sessões, sua assinatura e os workspaces em que só você está, com os quadros e cartões deles, serão apagados. Seus comentários em workspaces de outras pessoas continuam, assinados como “Usuário removido”. Esta ação não pode ser desfeita."
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {refusal && (
            <Alert tone="error">
              <p>{refusal.message}</p>
              {refusal.ownsShared && (
                <p className="mt-2">
                  Abra cada um deles e, no painel de membros, use “Transferir propriedade” com um
                  Administrador, ou exclua o workspace nas configurações dele. Depois, volte aqui.
                </p>
              )}
            </Alert>
          )}
          <InputField
            id="delete-account-password"
            label="Senha"
            type="password"
            autoComplete="current-password"
            hint="Digite sua senha para confirmar que é você."
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting}>
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" pending={isSubmitting}>
              Excluir minha conta
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
