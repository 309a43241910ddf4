import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { subscribeThroughApi } from './support/billing';
import { loginThroughUi } from './support/session';
import { expectFitsPhone, PHONE } from './support/phone';
import { registerThroughApi } from './support/team';

test('a paying owner finds the payment in the history and opens its printable receipt, also at 390 px', async ({
  page,
  request,
}) => {
  const owner = await registerThroughApi(request, 'Paula Pagante', 'historico');
  await subscribeThroughApi(request, owner);
  await loginThroughUi(page, owner.email);
  await page.goto('/billing');

  const history = page.getByRole('region', { name: 'Histórico de pagamentos' });
  const row = history.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Plano Profissional');
  await expect(row).toContainText('R$ 99,90');
  await expect(row).toContainText('Cartão Visa •••• 0010');
  await expect(row).toContainText('Pago');
  await expectNoA11yViolations(page, 'histórico de pagamentos');

  await row.getByRole('link', { name: 'Ver recibo' }).click();
  const receipt = page.getByRole('article', { name: 'Recibo de pagamento' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Recebemos de Maria Silva');
  await expect(receipt).toContainText('CPF ***.982.247-**');
  await expect(receipt).toContainText('Valor: R$ 99,90');
  await expect(receipt).toContainText('Forma de pagamento: Cartão Visa terminado em 0010');
  await expect(receipt).toContainText(/Referente a: Plano Profissional — \d{2}\/\d{2}\/\d{4} a /);
  await expectNoA11yViolations(page, 'recibo');
  // Printed, the page is the receipt alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize(PHONE);
  await expectFitsPhone(page.locator('main'));
  await page.getByRole('link', { name: 'Voltar à assinatura' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expectFitsPhone(history);
});
