import { zodResolver } from '@hookform/resolvers/zod';
import {
  can,
  INVITE_ROLE_DESCRIPTIONS,
  INVITE_ROLES,
  inviteRequestSchema,
  ROLE_LABELS,
  type Role,
} from '@quadro/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { InputField } from '../../../components/ui/input-field';
import { errorMessage } from '../../../lib/http';
import { useDelayedEffect } from '../../../lib/timing';
import { useSendInvite } from '../api/send-invite';

/** How long the confirmation stays before the modal closes (spec §10). */
export const INVITE_SUCCESS_CLOSE_MS = 2000;

export interface InviteDialogProps {
  workspaceId: string;
  /** The caller's role: only the owner may invite an admin (spec §6). */
  role: Role | undefined;
  onClose: () => void;
}

/** 'Convidar para o workspace': e-mail and role (member by default, admin for the owner only). */
export function InviteDialog({ workspaceId, role, onClose }: InviteDialogProps) {
  const sendInvite = useSendInvite(workspaceId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const roles = INVITE_ROLES.filter(
    (inviteRole) => inviteRole === 'member' || can(role, 'members:grant-admin'),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { email: '', role: 'member' as const },
  });

  useDelayedEffect(sentTo !== null, INVITE_SUCCESS_CLOSE_MS, onClose);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await sendInvite.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      setServerError(errorMessage(error, 'Erro ao enviar convite'));
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="md"
        title="Convidar para o workspace"
        description="Enviaremos um link de convite para o email informado."
      >
        {sentTo !== null ? (
          // The form (and its focused button) is gone: the confirmation takes the focus.
          <Alert tone="success" tabIndex={-1} ref={(node) => node?.focus()}>
            Convite enviado para {sentTo}!
          </Alert>
        ) : (
          <form noValidate onSubmit={onSubmit} className="space-y-4">
            {serverError && <Alert tone="error">{serverError}</Alert>}
            <InputField
              id="invite-email"
              type="email"
              label="Email"
              autoFocus
              autoComplete="off"
              placeholder="nome@empresa.com"
              error={errors.email?.message}
              {...register('email')}
            />
            <fieldset className="space-y-2">
              <legend className="mb-1.5 text-sm font-medium text-slate-800">Papel</legend>
              {roles.map((inviteRole) => (
                <label
                  key={inviteRole}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    value={inviteRole}
                    className="mt-1 size-4 accent-brand-600"
                    aria-describedby={`invite-role-${inviteRole}-description`}
                    {...register('role')}
                  />
                  <span>
                    <span className="block text-sm font-medium text-slate-900">
                      {ROLE_LABELS[inviteRole]}
                    </span>
                    <span
                      id={`invite-role-${inviteRole}-description`}
                      className="block text-xs text-slate-600"
                    >
                      {INVITE_ROLE_DESCRIPTIONS[inviteRole]}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <DialogFormActions submitLabel="Enviar convite" pending={isSubmitting} />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
