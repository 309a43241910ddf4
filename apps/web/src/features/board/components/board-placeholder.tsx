import { KanbanSquare } from 'lucide-react';
import { AppHeader } from '../../../components/app-header';

/** Stand-in for the board screen until the "Board" issue replaces this feature. */
export function BoardPlaceholder() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <AppHeader />
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <KanbanSquare className="size-7" aria-hidden="true" />
          </div>
          <h1 className="mt-5 text-xl font-semibold text-slate-900">Seu quadro está chegando</h1>
          <p className="mt-2 text-sm text-slate-600">
            Em breve você poderá organizar listas e cartões, arrastar tarefas e colaborar com sua
            equipe em tempo real por aqui.
          </p>
        </div>
      </main>
    </div>
  );
}
