import { LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { BoardAppBar } from './board-app-bar';

/**
 * A workspace without boards, seen by someone who may not create one (read-only): nothing to
 * open, so it says so, and the header's workspace menu still leads elsewhere.
 */
export function NoBoardState({ workspaceControls }: { workspaceControls?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <BoardAppBar>{workspaceControls}</BoardAppBar>
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-sm text-center">
          <div className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <LayoutDashboard className="size-6" aria-hidden="true" />
          </div>
          <h1 className="mt-4 text-lg font-semibold text-slate-900">
            Nenhum quadro neste workspace
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Peça a um administrador para criar um quadro.
          </p>
        </div>
      </main>
    </div>
  );
}
