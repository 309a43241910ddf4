import { MailOpen } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import type { InviteInfo } from '../api/invite-info';

export const INVITE_INFO_ERROR = 'Convite inválido ou expirado';

/** What the register screen shows about the invite it was opened with. */
export function InviteBanner({
  info,
  status,
}: {
  info: InviteInfo | undefined;
  status: 'pending' | 'error' | 'success';
}) {
  if (status === 'pending')
    return <Spinner label="Carregando informações do convite..." className="text-sm" />;
  if (status === 'error' || !info) return <Alert tone="error">{INVITE_INFO_ERROR}</Alert>;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <MailOpen className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        Você foi convidado para o workspace <strong>{info.workspaceName}</strong> por{' '}
        <strong>{info.inviterName}</strong>. Crie sua conta para participar.
      </p>
    </div>
  );
}
