import { ROLE_LABELS } from '@quadro/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, Check, X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { acceptInvite } from '../api/accept-invite';
import { usePendingInvites } from '../api/pending-invites';

/** Invitations ignored in this page session ('Ignorar' changes nothing on the server). */
const ignoredThisSession = new Set<string>();

/** The header's bell: pending invitations, each accepted (opens its workspace) or ignored. */
export function NotificationsBell() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = usePendingInvites();
  const [ignored, setIgnored] = useState<ReadonlySet<string>>(() => new Set(ignoredThisSession));
  const invites = (pending.data?.invites ?? []).filter((invite) => !ignored.has(invite.id));
  const count = invites.length;

  function ignore(inviteId: string) {
    ignoredThisSession.add(inviteId);
    setIgnored(new Set(ignoredThisSession));
  }

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
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={count > 0 ? `Notificações (${count})` : 'Notificações'}
        title="Notificações"
        className="relative flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100"
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-bold text-on-danger"
          >
            {count > 9 ? '9+' : count}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-80" align="end">
        <DropdownMenuLabel>Notificações</DropdownMenuLabel>
        {count === 0 ? (
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
                    <strong className="font-semibold">{invite.inviterName}</strong> convidou você
                    para o workspace{' '}
                    <strong className="font-semibold">{invite.workspaceName}</strong>
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
                    onSelect={() => ignore(invite.id)}
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
    </DropdownMenu>
  );
}
