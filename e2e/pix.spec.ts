import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { checkoutDialog, detail, SUBSCRIBE_PATH, VALID_CPF } from './support/billing';
import { expectFitsPhone, PHONE } from './support/phone';
import { loginThroughUi, registerThroughUi, uniqueEmail } from './support/session';
import { auth, ok, registerThroughApi, type ApiUser } from './support/team';

// Pix (#21) against the sandbox gateway: 'Gerar Pix' answers a BR Code valid for 30 minutes,
// drawn as a QR code in the browser; nobody can pay it but the sandbox's 'Simular pagamento'
// (POST /v1/payments/sandbox/pix/:id/pay), whose result the Pix screen sees as a bank's.

const pixDialog = (page: Page) => page.getByRole('dialog', { name: 'Pague com Pix' });
const statusHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Status da assinatura', level: 2 });
const pendingPix = (page: Page) => page.getByRole('region', { name: 'Pix aguardando pagamento' });
const historyRows = (page: Page) =>
  page.getByRole('region', { name: 'Histórico de pagamentos' }).getByRole('listitem');

interface PixAnswer {
  payment: { id: string; status: string; pix: { copyPaste: string; expiresAt: string } };
}

/** Opens the checkout, chooses Pix and fills the customer fields (the address from the CEP). */
async function checkoutByPix(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Começar Agora', exact: true }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog.getByLabel('CPF')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Pix' }).check();
  await expect(dialog.getByRole('group', { name: 'Cartão de crédito' })).toHaveCount(0);
  await expect(dialog.getByLabel('Número do cartão')).toHaveCount(0);
  await dialog.getByLabel('CPF').fill(VALID_CPF);
  await dialog.getByLabel('Telefone').fill('11987654321');
  await dialog.getByLabel('CEP').fill('01001000');
  await expect(dialog.getByLabel('Rua')).toHaveValue('Praça da Sé');
  await dialog.getByLabel('Número', { exact: true }).fill('100');
  return dialog;
}

/** 'Gerar Pix', and the Pix the server answered. */
async function generatePix(page: Page, dialog: Locator): Promise<PixAnswer['payment']> {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === SUBSCRIBE_PATH && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Gerar Pix' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    planType: 'MONTHLY',
    paymentMethod: 'pix',
    customer: { document: '52998224725', address: { zipcode: '01001000', state: 'SP' } },
  });
  expect(response.request().postDataJSON()).not.toHaveProperty('card');
  return ((await response.json()) as PixAnswer).payment;
}

test('checkout by Pix: QR code, copia-e-cola, countdown, simulated payment, then Ativo with its receipt', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughUi(page, 'Paula Pix', uniqueEmail('pix'));
  await page.goto('/billing');
  await expect(detail(page, 'Status')).toHaveText('Período de teste');

  const checkout = await checkoutByPix(page);
  await expect(checkout.getByRole('button', { name: 'Gerar Pix' })).toBeVisible();
  await expectNoA11yViolations(page, 'Finalizar Assinatura por Pix');
  const payment = await generatePix(page, checkout);

  const dialog = pixDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
  const code = dialog.getByLabel('Código Pix copia e cola');
  await expect(code).toHaveValue(payment.pix.copyPaste);
  expect(payment.pix.copyPaste.startsWith('000201')).toBe(true);
  await expect(dialog.getByText('R$ 99,90', { exact: true })).toBeVisible();

  // The countdown runs, a second at a time, from 30 minutes.
  const countdown = dialog.getByText(/^Expira em \d{2}:\d{2}$/);
  await expect(countdown).toHaveText(/^Expira em (29|30):\d{2}$/);
  const shown = await countdown.textContent();
  await expect(countdown).not.toHaveText(shown ?? '');

  await dialog.getByRole('button', { name: 'Copiar código' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Código copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payment.pix.copyPaste);
  await expectNoA11yViolations(page, 'Pague com Pix');

  await dialog.getByRole('button', { name: 'Simular pagamento' }).click();
  await expect(dialog.getByText('Pagamento confirmado!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toBeHidden();
  await expect(statusHeading(page)).toBeFocused();

  await expect(detail(page, 'Status')).toHaveText('Ativo');
  await expect(detail(page, 'Plano atual')).toHaveText('Premium Mensal');
  // A month paid by Pix does not renew by itself: valid until its end, the next Pix by e-mail.
  await expect(detail(page, 'Válido até')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(detail(page, 'Forma de pagamento')).toHaveText('Pix');
  await expect(page.getByText(/o Pix do próximo mês chega por e-mail 5 dias antes/)).toBeVisible();
  await expect(page.getByText('Renovação automática em')).toHaveCount(0);
  await expect(pendingPix(page)).toHaveCount(0);

  const row = historyRows(page);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pix');
  await expect(row).toContainText('Pago');
  await expect(row).toContainText('R$ 99,90');
  await expectNoA11yViolations(page, '/billing com plano pago por Pix');

  await row.getByRole('link', { name: 'Ver recibo' }).click();
  const receipt = page.getByRole('article', { name: 'Recibo de pagamento' });
  await expect(receipt).toContainText('Forma de pagamento: Pix');
  await expect(receipt).toContainText('Valor: R$ 99,90');
});

test('a Pix left open waits on /billing, refuses a card meanwhile, and is confirmed live when paid elsewhere', async ({
  page,
  request,
}) => {
  const user = await registerThroughApi(request, 'Otávio Pix', 'pix-espera');
  await loginThroughUi(page, user.email);
  await page.goto('/billing');
  const payment = await generatePix(page, await checkoutByPix(page));

  // Closed unpaid: /billing says a Pix waits, and 'Ver Pix' shows the very same one.
  await page.keyboard.press('Escape');
  await expect(pixDialog(page)).toBeHidden();
  const waiting = pendingPix(page);
  await expect(waiting).toContainText('R$ 99,90');
  await expect(waiting).toContainText(/Pague até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  await expect(historyRows(page).filter({ hasText: 'Aguardando Pix' })).toHaveCount(1);
  await expectNoA11yViolations(page, '/billing com Pix aguardando pagamento');

  // A card checkout meanwhile is refused, and says why.
  await page.getByRole('button', { name: 'Começar Agora', exact: true }).click();
  const checkout = checkoutDialog(page);
  await expect(checkout.getByRole('radio', { name: 'Pix' })).toBeChecked();
  await checkout.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await checkout.getByLabel('CPF').fill(VALID_CPF);
  await checkout.getByLabel('CEP').fill('01001000');
  await expect(checkout.getByLabel('Rua')).toHaveValue('Praça da Sé');
  await checkout.getByLabel('Número', { exact: true }).fill('100');
  await checkout.getByLabel('Número do cartão').fill('4000 0000 0000 0010');
  await checkout.getByLabel('Nome no cartão').fill('Otavio Pix');
  await checkout.getByLabel('Mês de validade').selectOption('12');
  await checkout.getByLabel('Ano de validade').selectOption(String(new Date().getFullYear() + 1));
  await checkout.getByLabel('CVV').fill('123');
  await checkout.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(checkout.getByRole('alert')).toHaveText(/Há um Pix aguardando pagamento/);
  await checkout.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(checkout).toBeHidden();

  await waiting.getByRole('button', { name: 'Ver Pix' }).click();
  const dialog = pixDialog(page);
  await expect(dialog.getByLabel('Código Pix copia e cola')).toHaveValue(payment.pix.copyPaste);
  await expect(dialog.getByText('Aguardando pagamento...')).toBeVisible();

  // Paid from elsewhere (a bank app would be): the open screen sees it by itself.
  await payInSandbox(request, user, payment.id);
  await expect(dialog.getByText('Pagamento confirmado!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // 'Ver Pix' is gone with its alert: the focus waits on the status.
  await expect(statusHeading(page)).toBeFocused();
  await expect(detail(page, 'Status')).toHaveText('Ativo');
  await expect(pendingPix(page)).toHaveCount(0);
});

async function payInSandbox(request: APIRequestContext, user: ApiUser, id: string) {
  const { payment } = await ok<PixAnswer>(
    await request.post(`/v1/payments/sandbox/pix/${id}/pay`, { headers: auth(user) }),
  );
  expect(payment.status).toBe('paid');
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the Pix screen fits 390 px, its QR code whole', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await registerThroughUi(page, 'Fernanda Pix', uniqueEmail('pix-celular'));
    await page.goto('/billing');
    await generatePix(page, await checkoutByPix(page));

    const dialog = pixDialog(page);
    const qr = dialog.getByRole('img', { name: 'QR code do Pix' });
    await expect(qr).toBeVisible();
    await expect(qr).toBeInViewport({ ratio: 1 });
    await expectFitsPhone(dialog);
    await expectNoA11yViolations(page, 'Pague com Pix a 390 px');

    const copy = dialog.getByRole('button', { name: 'Copiar código' });
    await copy.scrollIntoViewIfNeeded();
    await copy.click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Código copiado' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Simular pagamento' }).click();
    await expect(dialog.getByText('Pagamento confirmado!')).toBeVisible();
    await expectFitsPhone(dialog);
  });
});
