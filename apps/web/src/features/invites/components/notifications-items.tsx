import { ROLE_LABELS, type PendingInvite } from '@quadro/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Mail, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu';
import { errorMessage } from '../../../lib/http';
import { useResendVerification } from '../../../lib/resend-verification';
import { paths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { acceptInvite } from '../api/accept-invite';

export interface NotificationsItemsProps {
  invites: readonly PendingInvite[];
  onIgnore: (inviteId: string) => void;
  /** Invitations are shown only to a verified address: an unverified one is told how to see them. */
  emailVerified: boolean;
}

/** The bell's content: each pending invitation, to accept (opens its workspace) or ignore. */
export function NotificationsItems({ invites, onIgnore, emailVerified }: NotificationsItemsProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function accept(token: string) {
    try {
      const { workspaceId } = await acceptInvite(token);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pendingInvites() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.workspaces() }),
      ]);
      await navigate(paths.board(), { state: { workspaceId } });
    } catch (error) {
      window.alert(errorMessage(error, 'Erro ao aceitar convite'));
    }
  }

  return (
    <DropdownMenuContent className="w-80" align="end">
      <DropdownMenuLabel>Notificações</DropdownMenuLabel>
      {invites.length === 0 && !emailVerified ? (
        <VerifyToSeeInvites />
      ) : invites.length === 0 ? (
        <DropdownMenuItem disabled className="text-slate-600">
          Nenhuma notificação
        </DropdownMenuItem>
      ) : (
        invites.map((invite, index) => {
          const labelId = `invite-notification-${invite.id}`;
          return (
            <Menu.Group key={invite.id} aria-labelledby={labelId}>
              {index > 0 && <DropdownMenuSeparator />}
              <div id={labelId} className="px-2.5 py-2 text-sm text-slate-800">
                <p>
                  <strong className="font-semibold">{invite.inviterName}</strong> convidou você para
                  o workspace <strong className="font-semibold">{invite.workspaceName}</strong>
                </p>
                <p className="mt-0.5 text-xs text-slate-600">Papel: {ROLE_LABELS[invite.role]}</p>
              </div>
              <div className="flex gap-1 px-1 pb-1">
                <DropdownMenuItem
                  className="flex-1 justify-center font-medium text-brand-700"
                  onSelect={() => void accept(invite.token)}
                >
                  <Check className="size-4" aria-hidden="true" />
                  Aceitar
                </DropdownMenuItem>
                <DropdownMenuItem
                  className="flex-1 justify-center text-slate-700"
                  onSelect={() => onIgnore(invite.id)}
                >
                  <X className="size-4" aria-hidden="true" />
                  Ignorar
                </DropdownMenuItem>
              </div>
            </Menu.Group>
          );
        })
      )}
    </DropdownMenuContent>
  );
}

function VerifyToSeeInvites() {
  const { resend } = useResendVerification();
  return (
    <>
      <p className="px-2.5 py-2 text-sm text-slate-700">
        Verifique seu email para ver seus convites
      </p>
      <DropdownMenuItem className="font-medium text-brand-700" onSelect={resend}>
        <Mail className="size-4" aria-hidden="true" />
        Reenviar email de verificação
      </DropdownMenuItem>
    </>
  );
}
