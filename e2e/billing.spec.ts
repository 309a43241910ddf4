import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import {
  APPROVED_CARD,
  CANCEL_PATH,
  checkoutDialog,
  DECLINED_MESSAGE,
  DECLINING_CVV,
  detail,
  EXPIRY,
  fillCheckout,
  OUTAGE_CARD,
  recordPosts,
  SUBSCRIBE_PATH,
  subscribeThroughApi,
  VALID_CPF,
} from './support/billing';
import { loginThroughUi, registerThroughUi, uniqueEmail } from './support/session';
import { registerThroughApi } from './support/team';

// /billing (spec §2, §4, §5): the trial, the checkout 'Finalizar Assinatura' against the sandbox
// gateway and the local fake ViaCEP (global-setup.ts), cancelling, a declined card, and a phone.

const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE = { width: 390, height: 844 };
const PLAN = 'Plano Profissional';

const pageTitle = (page: Page) =>
  page.getByRole('heading', { name: 'Assinatura e cobrança', level: 1 });
const statusHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Status da assinatura', level: 2 });
const planButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const pay = (page: Page) =>
  checkoutDialog(page).getByRole('button', { name: 'Confirmar pagamento' });

async function signUpOnBilling(page: Page, name: string) {
  await registerThroughUi(page, name, uniqueEmail('cobranca'));
  await page.goto('/billing');
  await expect(pageTitle(page)).toBeVisible();
  await expect(detail(page, 'Status')).toHaveText('Período de teste');
}

async function openCheckout(page: Page) {
  await planButton(page, 'Começar Agora').click();
  const dialog = checkoutDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('CPF')).toBeVisible();
  return dialog;
}

/** Fails when `floating` (a toast) covers a link or button of the page's header. */
async function expectClearOfHeader(page: Page, floating: Locator) {
  const box = await floating.boundingBox();
  const controls = await page.getByRole('banner').locator('a, button').all();
  expect(box).not.toBeNull();
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    const other = await control.boundingBox();
    const covered =
      box !== null &&
      other !== null &&
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    expect(covered, `the toast covers '${await control.innerText()}'`).toBe(false);
  }
}

/** How wide the document is: more than the viewport means a horizontal scroll bar. */
const documentWidth = (page: Page) =>
  page.evaluate(() => (document.scrollingElement ?? document.documentElement).scrollWidth);

test('a new user opens billing from the workspace menu and sees the 7-day trial', async ({
  page,
}) => {
  // The status's first full answer: the board asks for it already (its owner's pending-payment
  // banner), and /billing then only revalidates it (304).
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/v1/payments/subscription-status' &&
      response.status() === 200,
  );
  await registerThroughUi(page, 'Bruna Teste', uniqueEmail('trial'));
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: /trocar de workspace/ }).click();
  await page.getByRole('menuitem', { name: 'Assinatura e cobrança' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(pageTitle(page)).toBeVisible();
  const { trialEndsAt } = (await (await answered).json()) as { trialEndsAt: string };
  // Spec §1: a free trial of 7 days, from sign-up a moment ago.
  expect(Math.abs(Date.parse(trialEndsAt) - (Date.now() + 7 * DAY_MS))).toBeLessThan(5 * 60_000);

  await expect(
    page.getByText('Seu período de teste expira em 7 dias.', { exact: true }),
  ).toBeVisible();
  await expect(detail(page, 'Status')).toHaveText('Período de teste');
  await expect(detail(page, 'Plano atual')).toHaveText('Plano Gratuito');
  const trialEnd = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(trialEndsAt));
  await expect(detail(page, 'Fim do período de teste')).toHaveText(trialEnd);
  // Only an active subscription can be cancelled (spec §4).
  await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toHaveCount(0);

  await expect(page.getByRole('heading', { name: PLAN, level: 2 })).toBeVisible();
  await expect(page.getByText('R$ 99,90/mês', { exact: true })).toBeVisible();
  await expect(planButton(page, 'Começar Agora')).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Ambiente de teste' })).toBeVisible();
  await expectNoA11yViolations(page, '/billing em período de teste');

  await page.getByRole('link', { name: 'Voltar ao workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();
});

test('checkout: masks, CPF check, CEP lookup, progress, then the plan is active', async ({
  page,
}) => {
  const email = uniqueEmail('checkout');
  await registerThroughUi(page, 'Carla Pagante', email);
  await page.goto('/billing');
  await expect(pageTitle(page)).toBeVisible();
  const subscribes = recordPosts(page, SUBSCRIBE_PATH);

  const dialog = await openCheckout(page);
  await expect(dialog.getByText(`${PLAN} · R$ 99,90/mês`)).toBeVisible();
  await expect(dialog.getByLabel('Nome completo')).toHaveValue('Carla Pagante');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expectNoA11yViolations(page, 'Finalizar Assinatura');

  // CPF: the mask follows the typing; a wrong one is flagged when the field is left.
  const cpf = dialog.getByLabel('CPF');
  await cpf.pressSequentially(VALID_CPF.replace(/\D/g, ''));
  await expect(cpf).toHaveValue(VALID_CPF);
  await cpf.fill('');
  await cpf.pressSequentially('12345678900');
  await expect(cpf).toHaveValue('123.456.789-00');
  await expect(dialog.getByText('CPF inválido')).toHaveCount(0);
  await cpf.press('Tab');
  await expect(dialog.getByText('CPF inválido', { exact: true })).toBeVisible();
  await expect(cpf).toHaveAccessibleDescription('CPF inválido');

  const phone = dialog.getByLabel('Telefone');
  await phone.pressSequentially('11987654321');
  await expect(phone).toHaveValue('(11) 98765-4321');

  // The CEP is looked up through our API, which asks the (fake) ViaCEP.
  const lookedUp = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/payments/postal-code/01001000',
  );
  await dialog.getByLabel('CEP').pressSequentially('01001000');
  await expect(dialog.getByLabel('CEP')).toHaveValue('01001-000');
  expect((await lookedUp).status()).toBe(200);
  await expect(dialog.getByLabel('Rua')).toHaveValue('Praça da Sé');
  await expect(dialog.getByLabel('Bairro')).toHaveValue('Sé');
  await expect(dialog.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(dialog.getByLabel('Estado')).toHaveValue('SP');
  await dialog.getByLabel('Número', { exact: true }).fill('100');

  const cardNumber = dialog.getByLabel('Número do cartão');
  await cardNumber.pressSequentially(APPROVED_CARD.replace(/\D/g, ''));
  await expect(cardNumber).toHaveValue(APPROVED_CARD);
  const holder = dialog.getByLabel('Nome no cartão');
  await holder.pressSequentially('Carla Pagante');
  await expect(holder).toHaveValue('CARLA PAGANTE');
  await dialog.getByLabel('Mês de validade').selectOption({ label: EXPIRY.month });
  await dialog.getByLabel('Ano de validade').selectOption({ label: EXPIRY.year });
  const cvv = dialog.getByLabel('CVV');
  await cvv.pressSequentially('12a3');
  await expect(cvv).toHaveValue('123');

  // Everything else is right: the CPF alone stops the payment, and nothing is sent.
  await pay(page).click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor, corrija o CPF informado');
  await expect(cpf).toBeFocused();
  await expectNoA11yViolations(page, 'Finalizar Assinatura com CPF inválido');
  expect(subscribes).toEqual([]);

  await cpf.fill('');
  await cpf.pressSequentially(VALID_CPF.replace(/\D/g, ''));
  await expect(dialog.getByText('CPF inválido')).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // The request is held until 'processing' has been seen; validating comes first (0.5 s).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let sentBody: unknown;
  let sentKey: string | null = null;
  await page.route(`**${SUBSCRIBE_PATH}`, async (route) => {
    sentBody = route.request().postDataJSON();
    sentKey = await route.request().headerValue('idempotency-key');
    await held;
    await route.continue();
  });
  const progress = dialog.getByRole('status');
  // Each step as it is shown: 'validating' lasts 0.5 s, which polling can miss on a busy machine.
  await progress.evaluate((status) => {
    const steps: string[] = [];
    (window as unknown as { checkoutSteps: string[] }).checkoutSteps = steps;
    new MutationObserver(() => {
      const text = status.textContent ?? '';
      if (text && steps.at(-1) !== text) steps.push(text);
    }).observe(status, { subtree: true, childList: true, characterData: true });
  });
  await pay(page).click();
  await expect(progress).toHaveText('Processando pagamento...');
  expect(
    await page.evaluate(() => (window as unknown as { checkoutSteps: string[] }).checkoutSteps),
  ).toEqual(['Validando dados...', 'Processando pagamento...']);
  // Seen, not only announced: the dialog scrolls, and the step shows below its button.
  await expect(progress).toBeInViewport({ ratio: 1 });
  await expect(pay(page)).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancelar', exact: true })).toBeDisabled();
  expect(sentBody).toMatchObject({
    planType: 'MONTHLY',
    paymentMethod: 'credit_card',
    customer: {
      document: '52998224725',
      phone: '11987654321',
      address: { zipcode: '01001000', street: 'Praça da Sé', state: 'SP', country: 'BR' },
    },
    card: { number: '4000000000000010', holder_name: 'CARLA PAGANTE', cvv: '123' },
  });
  expect(sentKey).toMatch(/^[0-9a-f-]{36}$/);
  release();

  await expect(progress).toHaveText('Pagamento aprovado! Sua assinatura está ativa.');
  await expect(dialog.getByText(`Bem-vindo ao ${PLAN}!`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(subscribes).toHaveLength(1);
  // 'Começar Agora', which opened it, is disabled now: the focus lands on the status, not lost.
  await expect(statusHeading(page)).toBeFocused();

  await expect(detail(page, 'Status')).toHaveText('Ativo');
  await expect(detail(page, 'Plano atual')).toHaveText('Premium Mensal');
  // The card is saved with the checkout: the plan renews by itself at the period's end.
  await expect(detail(page, 'Renovação automática em')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(detail(page, 'Forma de pagamento')).toHaveText('Cartão Visa terminado em 0010');
  await expect(planButton(page, 'Assinatura ativa')).toBeDisabled();
  await expect(planButton(page, 'Começar Agora')).toHaveCount(0);
  await expect(page.getByText(/Seu período de teste expira/)).toHaveCount(0);
  await expectNoA11yViolations(page, '/billing com assinatura ativa');

  await page.reload();
  await expect(detail(page, 'Status')).toHaveText('Ativo');
  await expect(planButton(page, 'Assinatura ativa')).toBeDisabled();
});

test('cancel the subscription: dismissing the confirm keeps it, accepting cancels it, and it can be reactivated', async ({
  page,
  request,
}) => {
  const user = await registerThroughApi(request, 'Diego Assinante', 'cancela');
  expect((await subscribeThroughApi(request, user)).status).toBe('active');
  await loginThroughUi(page, user.email);
  await page.goto('/billing');
  await expect(detail(page, 'Status')).toHaveText('Ativo');
  const cancels = recordPosts(page, CANCEL_PATH);
  const cancel = page.getByRole('button', { name: 'Cancelar assinatura' });

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = `${dialog.type()}: ${dialog.message()}`;
    void dialog.dismiss();
  });
  await cancel.click();
  expect(asked).toBe('confirm: Tem certeza que deseja cancelar sua assinatura?');
  await expect(detail(page, 'Status')).toHaveText('Ativo');
  await page.reload();
  await expect(detail(page, 'Status')).toHaveText('Ativo');
  expect(cancels).toEqual([]);

  asked = '';
  page.once('dialog', (dialog) => {
    asked = `${dialog.type()}: ${dialog.message()}`;
    void dialog.accept();
  });
  await cancel.click();
  expect(asked).toBe('confirm: Tem certeza que deseja cancelar sua assinatura?');
  await expect(detail(page, 'Status')).toHaveText('Cancelado');
  await expect(page.getByText('Assinatura cancelada.')).toBeVisible();
  await expectClearOfHeader(page, page.getByText('Assinatura cancelada.'));
  await expect(statusHeading(page)).toBeFocused();
  expect(cancels).toHaveLength(1);
  // The paid month still runs: the plan stays until its end, and can be taken up again.
  await expect(detail(page, 'Plano atual')).toHaveText('Premium Mensal');
  await expect(detail(page, 'Acesso até')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(cancel).toHaveCount(0);
  await expect(planButton(page, 'Assinar')).toBeEnabled();

  await page.reload();
  await expect(detail(page, 'Status')).toHaveText('Cancelado');
  await expect(planButton(page, 'Assinar')).toBeEnabled();

  // Changed their mind before the month ends: active again, with no new charge.
  await page.getByRole('button', { name: 'Reativar assinatura' }).click();
  await expect(detail(page, 'Status')).toHaveText('Ativo');
  await expect(page.getByText('Assinatura reativada.')).toBeVisible();
  await expect(statusHeading(page)).toBeFocused();
  await expect(cancel).toBeEnabled();
  await expect(
    page.getByRole('region', { name: 'Histórico de pagamentos' }).getByRole('listitem'),
  ).toHaveCount(1);
});

test('a declined card keeps the dialog open with every field, and changes nothing', async ({
  page,
}) => {
  await signUpOnBilling(page, 'Eva Recusada');
  const dialog = await openCheckout(page);
  await fillCheckout(dialog, { cvv: DECLINING_CVV });

  await pay(page).click();
  await expect(dialog.getByRole('alert')).toHaveText(DECLINED_MESSAGE);
  await expect(dialog).toBeVisible();
  await expect(pay(page)).toBeEnabled();
  for (const [label, value] of [
    ['Nome completo', 'Eva Recusada'],
    ['CPF', VALID_CPF],
    ['Telefone', '(11) 98765-4321'],
    ['CEP', '01001-000'],
    ['Rua', 'Praça da Sé'],
    ['Bairro', 'Sé'],
    ['Cidade', 'São Paulo'],
    ['Estado', 'SP'],
    ['Número do cartão', APPROVED_CARD],
    ['Nome no cartão', 'MARIA SILVA'],
    ['Mês de validade', EXPIRY.month],
    ['Ano de validade', EXPIRY.year],
    ['CVV', DECLINING_CVV],
  ] as const) {
    await expect(dialog.getByLabel(label), label).toHaveValue(value);
  }
  await expect(dialog.getByLabel('Número', { exact: true })).toHaveValue('100');
  await expectNoA11yViolations(page, 'Finalizar Assinatura com pagamento recusado');

  // A gateway outage (503) is reported in the dialog too.
  await dialog.getByLabel('Número do cartão').fill(OUTAGE_CARD);
  await dialog.getByLabel('CVV').fill('123');
  await pay(page).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^Erro ao processar pagamento/);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(detail(page, 'Status')).toHaveText('Período de teste');
  await expect(detail(page, 'Plano atual')).toHaveText('Plano Gratuito');
  await expect(planButton(page, 'Começar Agora')).toBeEnabled();
  await page.reload();
  await expect(detail(page, 'Status')).toHaveText('Período de teste');

  // Nothing typed is kept once the dialog closed.
  await openCheckout(page);
  await expect(checkoutDialog(page).getByLabel('CPF')).toHaveValue('');
  await expect(checkoutDialog(page).getByLabel('CVV')).toHaveValue('');
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('billing and its checkout fit 390 px and the pay button is reachable', async ({ page }) => {
    await signUpOnBilling(page, 'Fábio Celular');
    await expect(planButton(page, 'Começar Agora')).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectNoA11yViolations(page, '/billing a 390 px');

    const dialog = await openCheckout(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await dialog.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
    const box = await dialog.boundingBox();
    expect(box, 'dialog box').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await expectNoA11yViolations(page, 'Finalizar Assinatura a 390 px');

    // The form is taller than the phone: the dialog scrolls to its button.
    const submit = pay(page);
    await expect(submit).not.toBeInViewport();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(submit).toBeInViewport({ ratio: 1, timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await submit.click();
    await expect(dialog.getByText('CEP é obrigatório')).toBeVisible();
    // The first wrong field in reading order gets the focus, and is scrolled to.
    await expect(dialog.getByLabel('CPF')).toBeFocused();
    await expect(dialog.getByLabel('CPF')).toBeInViewport();
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await dialog.evaluate((node) => node.scrollWidth - node.clientWidth)).toBe(0);
  });
});
