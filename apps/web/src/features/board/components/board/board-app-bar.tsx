import { use, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HeaderSearchSlot } from '../../../../components/header-search-slot';
import { LogoMark } from '../../../../components/logo';
import { paths } from '../../../../lib/paths';
import { UserMenu } from './user-menu';

/**
 * The board screen's top bar: logo, the workspace controls it is given, the search the app puts
 * in headers, and the user menu.
 */
export function BoardAppBar({ children }: { children?: ReactNode }) {
  const search = use(HeaderSearchSlot);
  return (
    <header className="shrink-0 border-b border-slate-200 bg-white">
      <div className="flex h-14 items-center gap-1.5 px-3 sm:gap-2 sm:px-4 md:px-6">
        <Link
          to={paths.board()}
          aria-label="Quadro — início"
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <LogoMark size="sm" />
        </Link>
        <span className="px-0.5 text-lg text-slate-300 select-none" aria-hidden="true">
          /
        </span>
        <div className="flex min-w-0 items-center gap-1 sm:gap-2">{children}</div>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          {search}
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
