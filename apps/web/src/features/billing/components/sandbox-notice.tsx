import { FlaskConical } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { PaymentMethod } from '../logic/pix-display';

export interface SandboxNoticeProps {
  className?: string;
  /** A Pix checkout's notice tells how its Pix is paid instead of listing the test cards. */
  method?: PaymentMethod;
}

/** Design §7: in sandbox mode the page says so, and which test cards do what. */
export function SandboxNotice({ className, method = 'credit_card' }: SandboxNoticeProps) {
  return (
    <section
      aria-label="Ambiente de teste"
      className={cn(
        'flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900',
        className,
      )}
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 space-y-1">
        <p className="font-medium">Ambiente de teste: nenhuma cobrança real é feita.</p>
        {method === 'pix' ? (
          <p>
            Nenhum banco paga o Pix gerado aqui: use "Simular pagamento" para ver a confirmação
            chegar.
          </p>
        ) : (
          <TestCards />
        )}
      </div>
    </section>
  );
}

function TestCards() {
  return (
    <ul className="list-disc space-y-0.5 pl-4">
      <li>
        Qualquer cartão com número válido é aprovado, por exemplo{' '}
        <TestCard>4000 0000 0000 0010</TestCard>.
      </li>
      <li>Um CVV que começa com 6 é recusado pelo emissor do cartão.</li>
      <li>
        O cartão <TestCard>4000 0000 0000 0044</TestCard> falha como se o serviço de pagamentos
        estivesse fora do ar.
      </li>
      <li>
        O cartão <TestCard>4000 0000 0000 0077</TestCard> é aprovado na assinatura e recusado em
        toda renovação, para ver o "Pagamento pendente".
      </li>
    </ul>
  );
}

function TestCard({ children }: { children: string }) {
  return <span className="font-mono font-medium whitespace-nowrap">{children}</span>;
}
