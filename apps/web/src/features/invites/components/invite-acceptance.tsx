import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { useAuthStore } from '../../../lib/auth-store';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { acceptInvite } from '../api/accept-invite';
import { useInviteInfo } from '../api/invite-info';
import { removePendingInvite, storePendingInvite } from '../lib/pending-invite';
import { INVITE_INFO_ERROR } from './invite-banner';

/**
 * `/invite/{token}` (spec §4): checks the invite; a visitor keeps it and registers with it, a
 * signed-in user accepts it and lands on that workspace's board.
 */
export function InviteAcceptance({ token }: { token: string }) {
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const info = useInviteInfo(token);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!info.isSuccess || started.current) return;
    started.current = true;
    if (!isAuthenticated) {
      storePendingInvite(token);
      void navigate(paths.register(token), { replace: true });
      return;
    }
    void (async () => {
      try {
        const { workspaceId } = await acceptInvite(token);
        removePendingInvite();
        await navigate(workspaceId ? paths.board() : paths.home(), {
          replace: true,
          state: workspaceId ? { workspaceId } : undefined,
        });
      } catch (error) {
        setAcceptError(errorMessage(error, 'Erro ao aceitar convite'));
      }
    })();
  }, [info.isSuccess, isAuthenticated, navigate, token]);

  const error = info.isError ? INVITE_INFO_ERROR : acceptError;
  if (error) {
    return (
      <Card>
        <CardHeader className="text-center">
          <AlertTriangle className="mx-auto size-12 text-red-600" aria-hidden="true" />
          <CardTitle>Erro no Convite</CardTitle>
          <CardDescription role="alert">{error}</CardDescription>
        </CardHeader>
        <CardFooter>
          <TextLink to={paths.home()}>Voltar ao Início</TextLink>
        </CardFooter>
      </Card>
    );
  }

  return (
    <Card>
      <CardContent padding="lg" className="flex justify-center">
        <Spinner
          label={info.isPending ? 'Verificando convite...' : 'Aceitando convite...'}
          className="text-sm"
        />
      </CardContent>
    </Card>
  );
}
