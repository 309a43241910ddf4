import { AlertTriangle, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '../../../../components/ui/spinner';
import { paths } from '../../../../lib/paths';

export function BoardLoading() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100">
      <Spinner label="Carregando..." />
    </main>
  );
}

/** Full-screen load failure (spec §2, §8), with a way forward. */
export function BoardLoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4">
      <div role="alert" className="max-w-sm text-center">
        <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-red-100 text-red-600">
          <AlertTriangle className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-4 text-lg font-semibold text-slate-900">Erro ao carregar quadro</h1>
        <p className="mt-1 text-sm text-slate-600">
          O quadro não existe, você não tem acesso a ele ou a conexão falhou.
        </p>
        <div className="mt-5 flex justify-center gap-2">
          {onRetry && (
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <RotateCw className="size-4" aria-hidden="true" />
              Tentar novamente
            </button>
          )}
          <Link
            to={paths.board()}
            reloadDocument
            className="inline-flex h-9 items-center rounded-lg bg-brand-600 px-3 text-sm font-medium text-on-accent shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Ir para meu quadro
          </Link>
        </div>
      </div>
    </main>
  );
}
