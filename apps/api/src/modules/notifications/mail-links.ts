import type { MailLinks } from './notification-emails.js';
import type { UnsubscribeLinks } from './unsubscribe-links.js';

/** The app's pages an e-mail leads to, under the public URL. */
export function mailLinks(publicUrl: string, unsubscribe: UnsubscribeLinks): MailLinks {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    cardUrl: ({ id, boardId }) =>
      `${base}/board/${encodeURIComponent(boardId)}?card=${encodeURIComponent(id)}`,
    home: () => `${base}/board`,
    unsubscribe(userId, category) {
      const token = encodeURIComponent(unsubscribe.tokenFor(userId, category));
      return {
        page: `${base}/notificacoes/cancelar?token=${token}`,
        oneClick: `${base}/v1/notifications/unsubscribe?token=${token}`,
      };
    },
  };
}
