import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths, returnPath } from '../lib/paths';

/** The header's way back from a page reached from the board: to that board, or the default one. */
export function BackToBoardLink() {
  const location = useLocation();
  return (
    <Link
      to={returnPath(location.state) ?? paths.board()}
      className="inline-flex h-8 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:bg-slate-100"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {/* On a phone the arrow alone shows; the name stays for screen readers. */}
      <span className="max-sm:sr-only">Voltar ao workspace</span>
    </Link>
  );
}
