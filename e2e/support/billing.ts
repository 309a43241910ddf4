import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { auth, ok, type ApiUser } from './team';

/** Passes the check digits (spec §5). */
export const VALID_CPF = '529.982.247-25';
/** The sandbox gateway approves any Luhn-valid card whose CVV does not start with 6. */
export const APPROVED_CARD = '4000 0000 0000 0010';
export const DECLINING_CVV = '612';
/** Fails as if the gateway were down (503). */
export const OUTAGE_CARD = '4000 0000 0000 0044';
/** Approved at checkout, declined on every renewal: the way to 'Pagamento pendente'. */
export const RENEWAL_DECLINING_CARD = '4000 0000 0000 0077';
export const DECLINED_MESSAGE =
  'Pagamento recusado pelo emissor do cartão. Verifique os dados ou use outro cartão.';
/** A card's expiry: the years offered start at this one. */
export const EXPIRY = { month: '12', year: String(new Date().getFullYear() + 1) };

export const SUBSCRIBE_PATH = '/v1/payments/subscribe';
export const CANCEL_PATH = '/v1/payments/cancel-subscription';
export const CHANGE_CARD_PATH = '/v1/payments/card';
export const SANDBOX_RENEW_PATH = '/v1/payments/sandbox/renew';

/** Collects the POSTs the page sends to `pathname` (to prove one was never sent). */
export function recordPosts(page: Page, pathname: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === pathname) {
      sent.push(request.url());
    }
  });
  return sent;
}

/** The value shown beside a term of the status panel's description list ('Status', 'Plano atual'). */
export function detail(page: Page, term: string): Locator {
  return page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

export const checkoutDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Finalizar Assinatura' });
export const changeCardDialog = (page: Page) => page.getByRole('dialog', { name: 'Trocar cartão' });

/**
 * Fills the whole checkout form the way a person would, the address from the CEP lookup (the
 * local fake ViaCEP knows 01001000), and checks what the lookup filled in.
 */
export async function fillCheckout(
  dialog: Locator,
  { cpf = VALID_CPF, card = APPROVED_CARD, cvv = '123' } = {},
) {
  await dialog.getByLabel('CPF').fill(cpf);
  await dialog.getByLabel('Telefone').fill('11987654321');
  await dialog.getByLabel('CEP').fill('01001000');
  await expect(dialog.getByLabel('Rua')).toHaveValue('Praça da Sé');
  await expect(dialog.getByLabel('Estado')).toHaveValue('SP');
  await dialog.getByLabel('Número', { exact: true }).fill('100');
  await dialog.getByLabel('Número do cartão').fill(card);
  await dialog.getByLabel('Nome no cartão').fill('Maria Silva');
  await dialog.getByLabel('Mês de validade').selectOption({ label: EXPIRY.month });
  await dialog.getByLabel('Ano de validade').selectOption({ label: EXPIRY.year });
  await dialog.getByLabel('CVV').fill(cvv);
}

/** Pays for the plan through the API, with the sandbox's approved card unless told another. */
export async function subscribeThroughApi(
  request: APIRequestContext,
  user: ApiUser,
  { card = APPROVED_CARD } = {},
) {
  return ok<{ status: string }>(
    await request.post(SUBSCRIBE_PATH, {
      headers: auth(user),
      data: {
        planType: 'MONTHLY',
        customer: {
          name: 'Maria Silva',
          email: user.email,
          document: VALID_CPF,
          address: {
            street: 'Praça da Sé',
            street_number: '100',
            zipcode: '01001-000',
            neighborhood: 'Sé',
            city: 'São Paulo',
            state: 'SP',
            country: 'BR',
          },
        },
        paymentMethod: 'credit_card',
        card: {
          number: card,
          holder_name: 'MARIA SILVA',
          exp_month: Number(EXPIRY.month),
          exp_year: Number(EXPIRY.year),
          cvv: '123',
        },
      },
    }),
  );
}
