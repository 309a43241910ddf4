import {
  brandName,
  DEFAULT_TIME_ZONE,
  formatBrl,
  PLAN_NAME,
  PLAN_PRICE_CENTS,
} from '@quadro/contracts';
import type { MailContent } from '../../adapters/mail/transport.js';
import { formatDate } from '../mail/dates.js';
import { layout, oneLine } from '../mail/templates.js';

/** The card a plan renews on, as a sentence says it: 'Visa terminado em 0010'. */
export interface RenewalCard {
  brand: string | null;
  last4: string | null;
}

const cardWords = ({ brand, last4 }: RenewalCard) =>
  `${brandName(brand) ?? 'cartão'}${last4 ? ` terminado em ${last4}` : ''}`;
const date = (at: Date) => formatDate(at, DEFAULT_TIME_ZONE);
const price = formatBrl(PLAN_PRICE_CENTS);

function email(
  subject: string,
  title: string,
  lines: string[],
  action: { label: string; url: string },
  footer: string,
): MailContent {
  return {
    subject: oneLine(subject),
    text: `${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n\n${footer}\n`,
    html: layout(title, lines, action, footer),
  };
}

const FOOTER = 'Você recebe este email porque é o responsável pela assinatura do Quadro.';

/** Seven days and one day before a renewal: the amount, the date and the card. */
export function renewalNoticeEmail(periodEnd: Date, card: RenewalCard, billingUrl: string) {
  return email(
    `Sua assinatura do Quadro será renovada em ${date(periodEnd)}`,
    'Renovação da assinatura',
    [
      `Em ${date(periodEnd)}, o ${PLAN_NAME} será renovado automaticamente por mais um mês.`,
      `Valor: ${price}, cobrado no cartão ${cardWords(card)}.`,
      'Para trocar o cartão ou cancelar a renovação, acesse a página de assinatura.',
    ],
    { label: 'Gerenciar assinatura', url: billingUrl },
    FOOTER,
  );
}

/** A declined renewal, with the day of the next try and the way to update the card. */
export function renewalDeclinedEmail(retryAt: Date, card: RenewalCard, cardUrl: string) {
  return email(
    'Não conseguimos cobrar seu cartão',
    'Não conseguimos cobrar seu cartão',
    [
      `Não conseguimos cobrar seu cartão ${cardWords(card)} pela renovação do ${PLAN_NAME} (${price}).`,
      `Vamos tentar de novo em ${date(retryAt)}. Enquanto isso, seus workspaces continuam funcionando normalmente.`,
      'Para não perder o acesso, atualize o cartão: a cobrança é feita na hora.',
    ],
    { label: 'Atualizar cartão', url: cardUrl },
    FOOTER,
  );
}

/** The last retry failed: the plan ended, and the workspaces are read-only. */
export function renewalEndedEmail(billingUrl: string) {
  return email(
    `Sua assinatura do ${PLAN_NAME} foi cancelada`,
    'Assinatura cancelada',
    [
      `Não conseguimos cobrar seu cartão depois de várias tentativas, e o ${PLAN_NAME} foi cancelado.`,
      'Seus quadros continuam disponíveis para leitura. Para voltar a fazer alterações, assine novamente.',
    ],
    { label: 'Assinar novamente', url: billingUrl },
    FOOTER,
  );
}

/** The next month's Pix: the amount, until when it can be paid, and the copia-e-cola. */
export function pixInvoiceEmail(copyPaste: string, expiresAt: Date, billingUrl: string) {
  return email(
    `Seu Pix do ${PLAN_NAME} para o próximo mês`,
    'Pix do próximo mês',
    [
      `Para continuar com o ${PLAN_NAME} por mais um mês, pague ${price} por Pix até ${date(expiresAt)}.`,
      'No aplicativo do seu banco, escolha Pix copia e cola e cole o código abaixo, ou leia o QR code na página de assinatura:',
      copyPaste,
      'O mês pago começa quando o atual termina.',
    ],
    { label: 'Ver o Pix', url: billingUrl },
    FOOTER,
  );
}

/** A payment refunded or charged back: the plan ended at once. */
export function refundedEmail(billingUrl: string) {
  return email(
    `Seu pagamento do ${PLAN_NAME} foi estornado`,
    'Pagamento estornado',
    [
      `Um pagamento do ${PLAN_NAME} foi estornado ou contestado junto ao seu banco, e a assinatura foi encerrada.`,
      'Seus quadros continuam disponíveis para leitura. Para voltar a fazer alterações, assine novamente.',
    ],
    { label: 'Assinar novamente', url: billingUrl },
    FOOTER,
  );
}
