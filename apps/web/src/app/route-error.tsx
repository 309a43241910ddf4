import { Button } from '../components/ui/button';
import { Logo } from '../components/logo';

/** Last line of defence for a render error or a page chunk that failed to load (e.g. after a deploy). */
export function RouteError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
      <Logo />
      <div>
        <h1 className="text-xl font-semibold text-slate-900">Algo deu errado</h1>
        <p className="mt-2 text-sm text-slate-600">
          Tente recarregar a página. Se o problema continuar, fale com o suporte.
        </p>
      </div>
      <Button onClick={() => window.location.reload()}>Recarregar página</Button>
    </main>
  );
}
