import { REDIRECT_AFTER_VERIFY_MS } from '@quadro/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useDelayedEffect } from '../../../lib/timing';
import { useVerifyEmail } from '../api/verify-email';
import { ResultCard } from '../../../components/result-card';

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
      <ResultCard
        tone="success"
        title="Email verificado com sucesso!"
        description="Você será redirecionado para o login em instantes..."
      />
    );
  }

  const message = token
    ? errorMessage(verification.error, 'Erro ao verificar email')
    : 'Token de verificação não encontrado';
  return <ResultCard tone="error" title="Não foi possível verificar" description={message} />;
}
