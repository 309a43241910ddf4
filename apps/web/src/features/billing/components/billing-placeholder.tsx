import { CreditCard } from 'lucide-react';
import { AppHeader } from '../../../components/app-header';

/** Stand-in for the billing screen until the subscription issue lands. */
export function BillingPlaceholder() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <AppHeader />
      <main className="flex flex-1 items-center justify-center px-4 py-16">
        <div className="max-w-md text-center">
          <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <CreditCard className="size-7" aria-hidden="true" />
          </div>
          <h1 className="mt-5 text-xl font-semibold text-slate-900">Assinatura e cobrança</h1>
          <p className="mt-2 text-sm text-slate-600">
            Em breve você poderá acompanhar seu período de teste e assinar o plano por aqui.
          </p>
        </div>
      </main>
    </div>
  );
}
