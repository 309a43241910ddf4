import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { linkFromMail } from './support/mail';
import { DEV_VERIFICATION, PASSWORD, registerThroughUi, uniqueEmail } from './support/session';

test('the owner invites a new address; the invitee signs up from the e-mail and lands on the shared board', async ({
  browser,
}) => {
  const ownerPage = await (await browser.newContext()).newPage();
  await registerThroughUi(ownerPage, 'Otávio Lima', uniqueEmail('dono'));
  await expect(ownerPage.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();

  await ownerPage.getByRole('button', { name: /trocar de workspace/ }).click();
  await ownerPage.getByRole('menuitem', { name: 'Convidar pessoas' }).click();
  const dialog = ownerPage.getByRole('dialog', { name: 'Convidar para o workspace' });
  const invitee = uniqueEmail('convidada');
  await dialog.getByLabel('Email').fill(invitee);
  await expectNoA11yViolations(ownerPage, 'convite');
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(dialog.getByText(`Convite enviado para ${invitee}!`)).toBeVisible();
  await expect(dialog).toBeHidden();

  const link = await linkFromMail(invitee, /convidou você/, '/invite/');
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await page.waitForURL(/\/register\?invite=/);
  await expect(page.getByText(/Otávio Lima/)).toBeVisible();
  const email = page.getByLabel('Email');
  await expect(email).toHaveValue(invitee);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(
    page.getByText('Este email não pode ser alterado pois está vinculado ao convite'),
  ).toBeVisible();
  await page.getByLabel('Nome completo').fill('Ana Convidada');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByLabel(DEV_VERIFICATION).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();

  // The invite was accepted: the shared workspace's board opens (its owner is among the members),
  // not a workspace of the invitee's own.
  await page.waitForURL(/\/board\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filtrar por membro' })).toContainText(
    'Otávio Lima',
  );
});
