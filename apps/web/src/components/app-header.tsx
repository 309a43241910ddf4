import { LogOut } from 'lucide-react';
import { use, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuthStore } from '../lib/auth-store';
import { paths } from '../lib/paths';
import { logout } from '../lib/session';
import { HeaderSearchSlot } from './header-search-slot';
import { Logo } from './logo';
import { Button } from './ui/button';

/** Top bar of every signed-in page: logo, search, greeting and 'Sair'. */
export function AppHeader({ children }: { children?: ReactNode }) {
  const name = useAuthStore((state) => state.user?.name);
  const search = use(HeaderSearchSlot);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function handleLogout() {
    setLeaving(true);
    await logout();
    await navigate(paths.login(), { replace: true });
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to={paths.board()}
          aria-label="Quadro — início"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
        <div className="flex min-w-0 items-center gap-2 sm:gap-4">
          {children}
          {search}
          {name && <span className="truncate text-sm text-slate-600">Olá, {name}</span>}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void handleLogout()}
            pending={leaving}
          >
            <LogOut className="size-4" aria-hidden="true" />
            Sair
          </Button>
        </div>
      </div>
    </header>
  );
}
