import { DeferredDropdownMenu } from '../../../../components/ui/deferred-dropdown-menu';
import { MemberAvatar } from '../../../../components/member-avatar';
import { useAuthStore } from '../../../../lib/auth-store';

const loadItems = () => import('./user-menu-items');

/** The signed-in user: account page and 'Sair' (logs out to /login). */
export function UserMenu() {
  const user = useAuthStore((state) => state.user);
  return (
    <DeferredDropdownMenu
      loadItems={loadItems}
      trigger={{
        className:
          'flex items-center gap-2 rounded-full p-0.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100 sm:rounded-lg sm:py-1 sm:pr-2 sm:pl-1',
        children: (
          <>
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
          </>
        ),
      }}
    >
      {({ UserMenuItems }) => <UserMenuItems />}
    </DeferredDropdownMenu>
  );
}
