import type { ThemeId } from '@quadro/contracts';
import { useLayoutEffect } from 'react';
import { paths } from '../../../lib/paths';
import { applyTheme } from '../../../themes/apply-theme';

/** `/board` and `/board/:id`: the pages that show a workspace, in its theme. */
function onBoardPage(): boolean {
  const { pathname } = window.location;
  return pathname === paths.board() || pathname.startsWith(`${paths.board()}/`);
}

function resetOffBoard() {
  if (!onBoardPage()) applyTheme('default');
}

let watchingHistory = false;

/**
 * Shows the workspace's theme (spec §4) as soon as it is known and whenever it changes, for
 * every member. Between two boards (a board loading, another workspace opening) the last theme
 * stays rather than flashing the default; leaving the board pages (login, billing…) brings the
 * default back — when this unmounts, or on Back/Forward while it was not mounted.
 */
export function useWorkspaceTheme(theme: ThemeId | undefined): void {
  useLayoutEffect(() => {
    if (!theme) return;
    applyTheme(theme);
    if (!watchingHistory && theme !== 'default') {
      watchingHistory = true;
      window.addEventListener('popstate', resetOffBoard);
    }
  }, [theme]);

  // By the time a navigation unmounts us, the address is already the new page's.
  useLayoutEffect(() => resetOffBoard, []);
}
