import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSlashShortcut } from '../hooks/use-slash-shortcut';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SearchDialog })));

export interface SearchBoxProps {
  /** The workspace on screen, searched alone; all of the caller's when absent. */
  workspaceId?: string | undefined;
}

/**
 * The header's search: a field-like button (an icon on a phone) that opens the search, as '/'
 * does from anywhere but a field. The search's code loads when the button is approached.
 */
export function SearchBox({ workspaceId }: SearchBoxProps) {
  const [open, setOpen] = useState(false);
  useSlashShortcut(() => setOpen(true));
  const prefetch = () => void loadDialog().catch(() => undefined);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="/"
        title="Buscar cartões (/)"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
        className="flex size-8 shrink-0 items-center justify-center gap-2 rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 sm:h-9 sm:w-56 sm:justify-start sm:border sm:border-slate-300 sm:bg-white sm:px-3 sm:text-sm sm:text-slate-500"
      >
        <Search className="size-5 sm:size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">Buscar cartões</span>
        <kbd
          aria-hidden="true"
          className="ml-auto hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-500 sm:inline"
        >
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog workspaceId={workspaceId ?? null} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
