import { Bell, LogOut, UserRound } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
} from '../../../../components/ui/dropdown-menu';
import { useAuthStore } from '../../../../lib/auth-store';
import { paths } from '../../../../lib/paths';
import { logout } from '../../../../lib/session';

/** The user menu's content: who is signed in, the account page, notifications and 'Sair'. */
export function UserMenuItems() {
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  async function handleLogout() {
    await logout();
    await navigate(paths.login(), { replace: true });
  }

  return (
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
      <DropdownMenuItem
        // The page's back link returns to this board.
        onSelect={() => void navigate(paths.notifications(), { state: { from: pathname } })}
      >
        <Bell className="size-4 text-slate-500" aria-hidden="true" />
        Notificações
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => void handleLogout()}>
        <LogOut className="size-4 text-slate-500" aria-hidden="true" />
        Sair
      </DropdownMenuItem>
    </DropdownMenuContent>
  );
}
