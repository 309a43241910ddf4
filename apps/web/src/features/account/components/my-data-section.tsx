import { Download, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/http';
import { toast } from '../../../lib/toast';
import { useExportMyData } from '../api/export-my-data';

// Its form loads when asked for: most visits to the account page never open it.
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })),
);

/** 'Meus dados' (LGPD): a copy of everything Quadro holds about the person, and the way out. */
export function MyDataSection() {
  const headingId = useId();
  const exportData = useExportMyData();
  const [deleting, setDeleting] = useState(false);

  function download() {
    exportData.mutate(undefined, {
      onSuccess: (name) => toast.message(`Dados exportados: ${name}`),
      onError: (error) =>
        toast.error(errorMessage(error, 'Não foi possível exportar seus dados. Tente de novo.')),
    });
  }

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Meus dados
          </h2>
        </CardHeader>
        <CardContent className="space-y-6">
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Exportar meus dados</h3>
            <p className="mt-1 text-sm text-slate-600">
              Um arquivo JSON com tudo o que o Quadro guarda sobre você: perfil, preferências,
              workspaces e papéis, cartões e itens de checklist atribuídos, comentários, atividade,
              notificações, convites enviados e pagamentos (sem dados de cartão).
            </p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              pending={exportData.isPending}
              onClick={download}
            >
              {!exportData.isPending && <Download className="size-4" aria-hidden="true" />}
              Exportar meus dados
            </Button>
          </div>

          <div className="rounded-xl border border-red-200 p-4">
            <h3 className="text-sm font-semibold text-red-700">Excluir minha conta</h3>
            <p className="mt-1 text-sm text-slate-600">
              Apaga sua conta e os workspaces em que só você está. Se você é proprietário de um
              workspace com outras pessoas, transfira a propriedade a um Administrador ou exclua-o
              antes.
            </p>
            <Button variant="danger" size="sm" className="mt-3" onClick={() => setDeleting(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Excluir minha conta
            </Button>
          </div>
        </CardContent>
      </Card>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setDeleting(false)} />
        </Suspense>
      )}
    </section>
  );
}
