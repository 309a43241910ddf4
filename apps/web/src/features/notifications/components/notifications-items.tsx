import {
  ROLE_LABELS,
  type AcceptInviteResponse,
  type Notification,
  type PendingInvite,
} from '@quadro/contracts';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { Check, CheckCheck, ChevronDown, Mail, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { queryKeys } from '../../../lib/query-keys';
import { formatRelativeTime } from '../../../lib/relative-time';
import { useResendVerification } from '../../../lib/resend-verification';
import { useNow } from '../../../lib/use-now';
import { useReadNotifications } from '../api/read-notifications';
import { notificationLine } from '../logic/notification-line';

export interface NotificationsItemsProps {
  invites: readonly PendingInvite[];
  onIgnore: (inviteId: string) => void;
  acceptInvite: (token: string) => Promise<AcceptInviteResponse>;
  /** Invitations are shown only to a verified address: an unverified one is told how to see them. */
  emailVerified: boolean;
  /** Those loaded so far, newest first. */
  notifications: readonly Notification[];
  unreadCount: number;
  /** Older ones are left on the server. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * The bell's content: each pending invitation, to accept (opens its workspace) or ignore, then the
 * notifications, the unread in bold; choosing one marks it read and opens its card on its board.
 */
export function NotificationsItems({
  invites,
  onIgnore,
  acceptInvite,
  emailVerified,
  ...notifications
}: NotificationsItemsProps) {
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

  const nothing = invites.length === 0 && notifications.notifications.length === 0;

  return (
    <DropdownMenuContent className="w-80" align="end">
      <DropdownMenuLabel>Notificações</DropdownMenuLabel>
      {invites.length === 0 && !emailVerified && <VerifyToSeeInvites />}
      {nothing && emailVerified && (
        <DropdownMenuItem disabled className="text-slate-600">
          Nenhuma notificação
        </DropdownMenuItem>
      )}
      {invites.map((invite, index) => {
        const labelId = `invite-notification-${invite.id}`;
        return (
          <Menu.Group key={invite.id} aria-labelledby={labelId}>
            {index > 0 && <DropdownMenuSeparator />}
            <div id={labelId} className="px-2.5 py-2 text-sm text-slate-800">
              <p>
                <strong className="font-semibold">{invite.inviterName}</strong> convidou você para o
                workspace <strong className="font-semibold">{invite.workspaceName}</strong>
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
      })}
      {notifications.notifications.length > 0 && (
        <>
          {(invites.length > 0 || !emailVerified) && <DropdownMenuSeparator />}
          <NotificationEntries {...notifications} />
        </>
      )}
    </DropdownMenuContent>
  );
}

type NotificationEntriesProps = Pick<
  NotificationsItemsProps,
  'notifications' | 'unreadCount' | 'hasMore' | 'loadingMore' | 'onLoadMore'
>;

/** Drawn while the menu is open: the times count from when it opened, and age while it is. */
function NotificationEntries({
  notifications,
  unreadCount,
  hasMore,
  loadingMore,
  onLoadMore,
}: NotificationEntriesProps) {
  const navigate = useNavigate();
  const read = useReadNotifications();
  const now = useNow();
  // 'Carregar mais' may go away with the last page: the focus goes to the first one it brought.
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    const first = from === null ? undefined : notifications[from];
    if (!first) return;
    focusFrom.current = null;
    document
      .querySelector<HTMLElement>(`[data-notification-id="${CSS.escape(first.id)}"]`)
      ?.focus();
  }, [notifications]);

  function open(notification: Notification) {
    if (notification.readAt === null) read.mutate({ ids: [notification.id] });
    void navigate(paths.board(notification.card.boardId, notification.card.id));
  }

  return (
    <>
      {unreadCount > 0 && (
        <DropdownMenuItem
          className="font-medium text-brand-700"
          onSelect={() => read.mutate({ all: true })}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          Marcar todas como lidas
        </DropdownMenuItem>
      )}
      {notifications.map((notification) => {
        const unread = notification.readAt === null;
        return (
          <DropdownMenuItem
            key={notification.id}
            data-notification-id={notification.id}
            className={cn('items-start', unread ? 'font-semibold' : 'font-normal')}
            onSelect={() => open(notification)}
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-1.5 size-2 shrink-0 rounded-full',
                unread ? 'bg-brand-600' : 'bg-transparent',
              )}
            />
            <span className="min-w-0 flex-1">
              {unread && <span className="sr-only">Não lida: </span>}
              <span className="block break-words text-slate-800">
                {notificationLine(notification)}
              </span>{' '}
              <time
                dateTime={notification.createdAt}
                className="mt-0.5 block text-xs font-normal text-slate-600"
              >
                {formatRelativeTime(notification.createdAt, now)}
              </time>
            </span>
          </DropdownMenuItem>
        );
      })}
      {hasMore && (
        <DropdownMenuItem
          className="justify-center font-medium text-brand-700"
          aria-busy={loadingMore || undefined}
          onSelect={(event) => {
            // The menu stays open for what comes.
            event.preventDefault();
            if (loadingMore) return;
            focusFrom.current = notifications.length;
            onLoadMore();
          }}
        >
          <ChevronDown className="size-4" aria-hidden="true" />
          {loadingMore ? 'Carregando...' : 'Carregar mais'}
        </DropdownMenuItem>
      )}
    </>
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
