import { Sparkles } from 'lucide-react';
import { AppHeader } from '../../../components/app-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useMe } from '../api/me';
import { MyDataSection } from './my-data-section';
import { useResendVerification } from '../../../lib/resend-verification';
import { subscriptionStatusLabel } from '../../../lib/subscription-status-label';

/** The account placeholder page of spec §2. */
export function AccountPage() {
  const { user } = useMe();
  const resend = useResendVerification();

  return (
    <div className="min-h-dvh bg-slate-50">
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        {user && !user.emailVerified && (
          <Alert tone="warning" className="flex-wrap">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p>Por favor, verifique seu email para ativar sua conta.</p>
              <Button
                variant="secondary"
                size="sm"
                pending={resend.isPending}
                onClick={resend.resend}
                className="shrink-0"
              >
                Reenviar email de verificação
              </Button>
            </div>
          </Alert>
        )}

        {user && (
          <Card>
            <CardHeader>
              <h1 className="text-lg font-semibold text-slate-900">Informações da Conta</h1>
            </CardHeader>
            <CardContent>
              <dl className="divide-y divide-slate-100 text-sm">
                <InfoRow term="Nome" value={user.name} />
                <InfoRow term="Email" value={user.email} />
                <InfoRow term="Status" value={subscriptionStatusLabel(user.subscriptionStatus)} />
                <InfoRow term="Email verificado" value={user.emailVerified ? 'Sim' : 'Não'} />
              </dl>
            </CardContent>
          </Card>
        )}

        {user && <MyDataSection />}

        <p className="flex items-center justify-center gap-2 text-sm text-slate-500">
          <Sparkles className="size-4" aria-hidden="true" />
          Em breve: Workspaces e Boards
        </p>
      </main>
    </div>
  );
}

function InfoRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-3 py-3 first:pt-0 last:pb-0 sm:grid-cols-[11rem_1fr]">
      <dt className="font-medium text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-900">{value}</dd>
    </div>
  );
}
