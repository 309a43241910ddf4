import { PIX_INVOICE_DAYS_BEFORE } from '@quadro/contracts';
import { CreditCard, QrCode, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { PaymentMethod } from '../logic/pix-display';

const OPTIONS = [
  {
    value: 'credit_card',
    label: 'Cartão de crédito',
    description: 'Aprovação na hora; renova sozinho todo mês.',
    Icon: CreditCard,
  },
  {
    value: 'pix',
    label: 'Pix',
    description: `Pague pelo app do banco; o Pix do mês seguinte chega por e-mail ${PIX_INVOICE_DAYS_BEFORE} dias antes do fim.`,
    Icon: QrCode,
  },
] as const satisfies readonly {
  value: PaymentMethod;
  label: string;
  description: string;
  Icon: LucideIcon;
}[];

export interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** An attempt is on its way: the method it was sent with stays. */
  disabled?: boolean;
}

/**
 * 'Forma de pagamento' of the checkout: native radios (one tab stop, arrow keys between them),
 * each with what the method means for the renewals.
 */
export function PaymentMethodChoice({
  value,
  onChange,
  disabled = false,
}: PaymentMethodChoiceProps) {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-sm font-semibold text-slate-900">Forma de pagamento</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {OPTIONS.map(({ value: option, label, description, Icon }) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="mt-1 size-4 accent-brand-600"
              // Named by its title alone; what it means is its description.
              aria-labelledby={`${name}-${option}-label`}
              aria-describedby={`${name}-${option}`}
            />
            <span className="min-w-0">
              <span
                id={`${name}-${option}-label`}
                className="flex items-center gap-1.5 text-sm font-medium text-slate-900"
              >
                <Icon className="size-4 text-slate-500" aria-hidden="true" />
                {label}
              </span>
              <span id={`${name}-${option}`} className="block text-xs text-slate-600">
                {description}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
