import { Logo } from '../../components/logo';
import { TextLink } from '../../components/ui/text-link';
import { paths } from '../../lib/paths';

export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
      <title>Página não encontrada · Quadro</title>
      <Logo />
      <div>
        <p className="text-sm font-semibold text-brand-600">Erro 404</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">
          Página não encontrada
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          O endereço que você acessou não existe ou foi movido.
        </p>
      </div>
      <TextLink to={paths.home()}>Voltar ao Início</TextLink>
    </main>
  );
}
