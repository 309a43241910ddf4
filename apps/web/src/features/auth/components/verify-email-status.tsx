import { REDIRECT_AFTER_VERIFY_MS } from '@quadro/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
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
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useDelayedEffect } from '../../../lib/timing';
import { useVerifyEmail } from '../api/verify-email';

export function VerifyEmailStatus() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const verification = useVerifyEmail(token);

  useDelayedEffect(verification.isSuccess, REDIRECT_AFTER_VERIFY_MS, () => {
    void navigate(paths.login(), { replace: true });
  });

  if (token && verification.isPending) {
    return (
      <Card>
        <CardHeader className="text-center">
          <CardTitle>Verificando seu email</CardTitle>
        </CardHeader>
        <CardContent className="flex justify-center pb-10">
          <Spinner label="Verificando..." />
        </CardContent>
      </Card>
    );
  }

  if (token && verification.isSuccess) {
    return (
      <Card>
        <CardHeader className="text-center">
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
          <CardTitle>Email verificado com sucesso!</CardTitle>
          <CardDescription>Você será redirecionado para o login em instantes...</CardDescription>
        </CardHeader>
        <CardFooter>
          <TextLink to={paths.login()}>Ir para o login</TextLink>
        </CardFooter>
      </Card>
    );
  }

  const message = token
    ? errorMessage(verification.error, 'Erro ao verificar email')
    : 'Token de verificação não encontrado';
  return (
    <Card>
      <CardHeader className="text-center">
        <XCircle className="mx-auto size-12 text-red-500" aria-hidden="true" />
        <CardTitle>Não foi possível verificar</CardTitle>
        <CardDescription role="alert">{message}</CardDescription>
      </CardHeader>
      <CardFooter>
        <TextLink to={paths.login()}>Ir para o login</TextLink>
      </CardFooter>
    </Card>
  );
}
