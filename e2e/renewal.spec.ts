import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import {
  APPROVED_CARD,
  CHANGE_CARD_PATH,
  changeCardDialog,
  checkoutDialog,
  detail,
  fillCheckout,
  RENEWAL_DECLINING_CARD,
  SANDBOX_RENEW_PATH,
  subscribeThroughApi,
} from './support/billing';
import { column, TODO } from './support/board';
import { expectFitsPhone, PHONE } from './support/phone';
import { loginThroughUi, registerThroughUi, uniqueEmail } from './support/session';
import { auth, ok, registerThroughApi } from './support/team';

// Renewal by card (#21) against the sandbox gateway: its card 4000 0000 0000 0077 is approved at
// checkout and declined on every renewal, and 'Simular renovação' ends the paid month now.

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last retry of a declined renewal, after the first decline: changes work until it. */
const LAST_RETRY_DAYS = 5;

interface Status {
  status: string;
  currentPeriodEnd: string;
  pastDueSince: string | null;
  nextRetryAt: string | null;
}

/** A date as the pages write it: dd/mm/aaaa, in the browser's zone (São Paulo, the config's). */
const ptDate = (at: string | number) =>
  new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(at));

const pastDueBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Pagamento pendente: não conseguimos cobrar' });

/** The board's page, its event stream open (so it hears of the renewal as it happens). */
async function openBoard(page: Page, boardUrl: string) {
  const streamOpened = page.waitForResponse(
    (response) => /\/v1\/boards\/[^/]+\/events$/.test(response.url()) && response.ok(),
  );
  await page.goto(boardUrl);
  await expect(column(page, TODO)).toBeVisible();
  await streamOpened;
}

test('a declined renewal: pending on /billing and on the board, paid now with another card', async ({
  page,
  context,
}) => {
  await registerThroughUi(page, 'Renata Renovação', uniqueEmail('renovacao'));
  const boardUrl = new URL(page.url()).pathname;

  // Subscribes with the card that is declined on every renewal.
  await page.goto('/billing');
  await page.getByRole('button', { name: 'Começar Agora', exact: true }).click();
  const checkout = checkoutDialog(page);
  await fillCheckout(checkout, { card: RENEWAL_DECLINING_CARD });
  await checkout.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(checkout).toBeHidden();
  await expect(detail(page, 'Status')).toHaveText('Ativo');
  await expect(detail(page, 'Renovação automática em')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(detail(page, 'Forma de pagamento')).toHaveText('Cartão Visa terminado em 0077');
  await expect(page.getByRole('region', { name: 'Ambiente de teste' })).toContainText(
    'O cartão 4000 0000 0000 0077 é aprovado na assinatura e recusado em toda renovação',
  );

  // The board, open in another tab, hears of the renewal as it is declined.
  const boardTab = await context.newPage();
  await openBoard(boardTab, boardUrl);
  await expect(pastDueBanner(boardTab)).toHaveCount(0);

  const renewed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === SANDBOX_RENEW_PATH,
  );
  await page.getByRole('button', { name: 'Simular renovação' }).click();
  const answer = (await (await renewed).json()) as Status;
  expect(answer.status).toBe('past_due');
  expect(answer.nextRetryAt).not.toBeNull();
  const retry = ptDate(answer.nextRetryAt!);
  const until = ptDate(Date.parse(answer.pastDueSince!) + LAST_RETRY_DAYS * DAY_MS);
  // The retry is a day after the first decline, now.
  expect(Math.abs(Date.parse(answer.nextRetryAt!) - (Date.now() + DAY_MS))).toBeLessThan(
    5 * 60_000,
  );

  await expect(detail(page, 'Status')).toHaveText('Pagamento pendente');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    `Não conseguimos cobrar seu cartão. Vamos tentar de novo em ${retry}. Troque o cartão para pagar agora e não perder o acesso.`,
  );
  await expect(alert).toContainText(`continuam funcionando normalmente até ${until}`);
  await expect(page.getByRole('button', { name: 'Simular renovação' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pagamento pendente' })).toBeDisabled();
  await expectNoA11yViolations(page, '/billing com pagamento pendente');

  const bannerText = `Pagamento pendente: não conseguimos cobrar seu cartão. Atualize o cartão até ${until} para não perder o acesso.`;
  await expect(pastDueBanner(boardTab)).toContainText(bannerText);
  // Changes still work meanwhile.
  await expect(boardTab.getByRole('button', { name: '+ Nova Tarefa' })).toBeEnabled();
  await boardTab.close();

  // The owner opens the board: the banner leads to the card change.
  await openBoard(page, boardUrl);
  await expect(pastDueBanner(page)).toContainText(bannerText);
  await pastDueBanner(page).getByRole('link', { name: 'Atualizar cartão' }).click();
  await expect(page).toHaveURL(/\/billing\?cartao$/);
  const dialog = changeCardDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('A renovação pendente de R$ 99,90 será cobrada neste cartão');
  await expect(dialog.getByLabel('Nome completo')).toHaveValue('Renata Renovação');
  await expectNoA11yViolations(page, "'Trocar cartão' com pagamento pendente");

  const sent: { method: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CHANGE_CARD_PATH)
      sent.push({
        method: request.method(),
        body: request.postDataJSON() as Record<string, unknown>,
      });
  });
  await fillCheckout(dialog, { card: APPROVED_CARD });
  await dialog.getByRole('button', { name: 'Pagar R$ 99,90 agora' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pagamento aprovado', { exact: true })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    method: 'PUT',
    body: { card: { number: '4000000000000010' }, customer: { document: '52998224725' } },
  });
  expect(sent[0]?.body).not.toHaveProperty('planType');
  await expect(page).toHaveURL(/\/billing$/);
  await expect(detail(page, 'Status')).toHaveText('Ativo');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(detail(page, 'Forma de pagamento')).toHaveText('Cartão Visa terminado em 0010');
  // A month paid from the old end, not from today.
  await expect(detail(page, 'Renovação automática em')).not.toHaveText(ptDate(Date.now()));
  await expect(page.getByRole('heading', { name: 'Status da assinatura' })).toBeFocused();

  // The history: the checkout, the declined renewal, the renewal paid with the new card.
  const rows = page.getByRole('region', { name: 'Histórico de pagamentos' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Recusado' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Recusado' })).toContainText('Cartão Visa •••• 0077');
  const paid = rows.filter({ hasText: 'Pago' });
  await expect(paid).toHaveCount(2);
  await expect(paid.filter({ hasText: 'Cartão Visa •••• 0010' })).toHaveCount(1);
  await expect(paid.filter({ hasText: 'Cartão Visa •••• 0077' })).toHaveCount(1);

  // The board no longer says it.
  await openBoard(page, boardUrl);
  await expect(page.getByRole('button', { name: '+ Nova Tarefa' })).toBeEnabled();
  await expect(pastDueBanner(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("'Trocar cartão' of a past-due plan fits 390 px, and its pay button is reachable", async ({
    page,
    request,
  }) => {
    const owner = await registerThroughApi(request, 'Paulo Pendente', 'pendente');
    await subscribeThroughApi(request, owner, { card: RENEWAL_DECLINING_CARD });
    const renewed = await ok<Status>(
      await request.post(SANDBOX_RENEW_PATH, { headers: auth(owner) }),
    );
    expect(renewed.status).toBe('past_due');

    await loginThroughUi(page, owner.email);
    await page.goto('/billing?cartao');
    const dialog = changeCardDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('CPF')).toBeVisible();
    await expectFitsPhone(dialog);
    await expectNoA11yViolations(page, "'Trocar cartão' a 390 px");

    const pay = dialog.getByRole('button', { name: 'Pagar R$ 99,90 agora' });
    await pay.scrollIntoViewIfNeeded();
    await expect(pay).toBeInViewport({ ratio: 1 });
    await pay.click();
    await expect(dialog.getByText('CEP é obrigatório')).toBeVisible();
    await expect(dialog.getByLabel('CPF')).toBeFocused();
    await expectFitsPhone(dialog);

    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(detail(page, 'Status')).toHaveText('Pagamento pendente');
    await expectFitsPhone(page.locator('main'));
    await expectNoA11yViolations(page, '/billing com pagamento pendente a 390 px');
  });
});
