import { brandName, DEFAULT_TIME_ZONE, formatBrl as brl, type Receipt } from '@quadro/contracts';
import type { MailContent } from '../../adapters/mail/transport.js';
import { formatDate, formatDateTime } from '../mail/dates.js';
import { layout, oneLine } from '../mail/templates.js';

/** The receipt of a paid month, as the receipt page shows it, with a link to that page. */
export function receiptEmail(receipt: Receipt, receiptUrl: string): MailContent {
  const zone = DEFAULT_TIME_ZONE;
  const period =
    receipt.periodStart && receipt.periodEnd
      ? ` — ${formatDate(new Date(receipt.periodStart), zone)} a ${formatDate(new Date(receipt.periodEnd), zone)}`
      : '';
  const card = brandName(receipt.brand);
  const lines = [
    `Recebemos de ${receipt.customerName}${receipt.customerDocument ? ` (CPF ${receipt.customerDocument})` : ''} o pagamento abaixo. Obrigado!`,
    `Referente a: ${receipt.description}${period}`,
    `Valor: ${brl(receipt.amount)}`,
    `Forma de pagamento: Cartão${card ? ` ${card}` : ''}${receipt.last4 ? ` terminado em ${receipt.last4}` : ''}`,
    `Pago em ${formatDateTime(new Date(receipt.paidAt), zone)}`,
    `Número do recibo: ${receipt.id}`,
  ];
  const footer =
    'Guarde este email: ele é o seu recibo. A versão para imprimir fica no link acima.';
  return {
    subject: oneLine(`Recibo do seu pagamento: ${receipt.description}, ${brl(receipt.amount)}`),
    text: `${lines.join('\n\n')}\n\nVer recibo: ${receiptUrl}\n\n${footer}\n`,
    html: layout('Recibo de pagamento', lines, { label: 'Ver recibo', url: receiptUrl }, footer),
  };
}
