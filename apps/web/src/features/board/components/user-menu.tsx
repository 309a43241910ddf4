import { LogOut, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useAuthStore } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { logout } from '../../../lib/session';
import { MemberAvatar } from '../../../components/member-avatar';

/** The signed-in user: account page and 'Sair' (logs out to /login). */
export function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();

  async function handleLogout() {
    await logout();
    await navigate(paths.login(), { replace: true });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100 sm:rounded-lg sm:py-1 sm:pr-2 sm:pl-1">
        <MemberAvatar
          name={user?.name ?? ''}
          email={user?.email}
          avatarUrl={user?.avatarUrl ?? null}
          size="md"
          decorative
        />
        {/* Named by its text (WCAG 2.5.3): the user's name shows from md up. */}
        <span className="sr-only">Menu do usuário</span>
        <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 md:inline">
          {user?.name}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold text-slate-900">{user?.name}</p>
          <p className="truncate text-xs text-slate-500">{user?.email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.dashboard())}>
          <UserRound className="size-4 text-slate-500" aria-hidden="true" />
          Minha conta
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void handleLogout()}>
          <LogOut className="size-4 text-slate-500" aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
