import { API_ERRORS, CATEGORY_LABELS } from '@quadro/contracts';
import { useSearchParams } from 'react-router';
import { ResultCard } from '../../../components/result-card';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useUnsubscribe } from '../api/unsubscribe';

const toPreferences = { to: paths.notifications(), label: 'Gerenciar notificações' };

/** /notificacoes/cancelar?token=…, an e-mail's unsubscribe link: spent once, on arrival. */
export function UnsubscribeStatus() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const unsubscribing = useUnsubscribe(token);

  if (token && unsubscribing.isPending) {
    return (
      <Card>
        <CardHeader className="text-center">
          <CardTitle>Cancelando os emails</CardTitle>
        </CardHeader>
        <CardContent className="flex justify-center pb-10">
          <Spinner label="Cancelando..." />
        </CardContent>
      </Card>
    );
  }

  if (token && unsubscribing.isSuccess) {
    const label = CATEGORY_LABELS[unsubscribing.data.category];
    return (
      <ResultCard
        tone="success"
        title="Emails cancelados"
        description={`Pronto: você não receberá mais emails de "${label}".`}
        next={toPreferences}
      />
    );
  }

  const message = token
    ? errorMessage(unsubscribing.error, 'Erro ao cancelar os emails. Tente novamente.')
    : API_ERRORS.INVALID_UNSUBSCRIBE_LINK.message;
  return (
    <ResultCard
      tone="error"
      title="Não foi possível cancelar"
      description={message}
      next={toPreferences}
    />
  );
}
