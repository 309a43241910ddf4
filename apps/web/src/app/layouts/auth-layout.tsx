import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { paths } from '../../lib/paths';

/** Centred card on a soft background, for every signed-out screen. */
export function AuthLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col bg-slate-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-brand-100/70 via-brand-50/40 to-transparent"
      />
      <main className="relative flex flex-1 flex-col items-center px-4 py-10 sm:py-16">
        <Link
          to={paths.home()}
          aria-label="Quadro — início"
          className="mb-8 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
      <footer className="relative flex justify-center gap-4 pb-8 text-xs text-slate-500">
        <Link
          to={paths.terms()}
          className="rounded hover:text-slate-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Termos de Uso
        </Link>
        <span aria-hidden="true">·</span>
        <Link
          to={paths.privacy()}
          className="rounded hover:text-slate-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Política de Privacidade
        </Link>
      </footer>
    </div>
  );
}
