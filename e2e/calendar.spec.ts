import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { expectFitsPhone, PHONE } from './support/phone';
import { registerThroughUi, uniqueEmail } from './support/session';

/** The year the table of contracts' and the API's tests checks by hand. */
const YEAR = 2026;

const holidaysDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Feriados e dias sem expediente' });
const holidayItem = (dialog: Locator, name: string) =>
  dialog
    .getByRole('list', { name: `Feriados de ${YEAR}` })
    .getByRole('listitem')
    .filter({
      hasText: name,
    });

/** The dialog opens on the browser's current year: this walks it to YEAR. */
async function showYear(page: Page, dialog: Locator) {
  const current = await page.evaluate(() => new Date().getFullYear());
  const button = dialog.getByRole('button', {
    name: current > YEAR ? 'Ano anterior' : 'Próximo ano',
  });
  for (let step = 0; step < Math.abs(current - YEAR); step++) await button.click();
  await expect(dialog.getByRole('heading', { name: `Feriados de ${YEAR}` })).toBeVisible();
}

test('the owner picks São Paulo, sees 9 de julho, adds a day of the workspace and removes it; the history tells it', async ({
  page,
}) => {
  await registerThroughUi(page, 'Rita Calendário', uniqueEmail('calendario'));
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();

  // The settings name the region and lead to the holidays.
  await page.getByRole('button', { name: 'Configurações do workspace' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações do Workspace' });
  await expect(settings.getByText('Brasil (apenas feriados nacionais)')).toBeVisible();
  await settings.getByRole('button', { name: 'Região e feriados' }).click();
  const dialog = holidaysDialog(page);
  await expect(dialog).toBeVisible();
  await showYear(page, dialog);
  await expect(holidayItem(dialog, 'Dia da Consciência Negra')).toContainText('20/11');
  await expect(holidayItem(dialog, 'Carnaval').first()).toContainText('Ponto facultativo');
  await expect(holidayItem(dialog, 'Revolução Constitucionalista')).toHaveCount(0);

  // São Paulo: its 9 de julho joins the list at once.
  await dialog.getByRole('combobox', { name: 'Região' }).selectOption({ label: 'São Paulo' });
  const ninthOfJuly = holidayItem(dialog, 'Revolução Constitucionalista');
  await expect(ninthOfJuly).toContainText('09/07');
  await expect(ninthOfJuly).toContainText('Estadual');
  await expectNoA11yViolations(page, 'feriados de São Paulo');

  // A day of the workspace's own, added from the keyboard.
  const form = dialog.getByRole('form', { name: 'Adicionar dia sem expediente' });
  await form.getByLabel('Data').fill(`${YEAR}-01-25`);
  await form.getByLabel('Nome').fill('Aniversário da cidade');
  await form.getByLabel('Nome').press('Enter');
  const ownDay = holidayItem(dialog, 'Aniversário da cidade');
  await expect(ownDay).toContainText('25/01');
  await expect(ownDay).toContainText('Do workspace');
  await expect(form.getByLabel('Nome')).toHaveValue('');

  // The same date again says why it is refused.
  await form.getByLabel('Data').fill(`${YEAR}-01-25`);
  await form.getByLabel('Nome').fill('De novo');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(form.getByRole('alert')).toContainText('O workspace já tem um feriado nesta data');
  await expectNoA11yViolations(page, 'feriados com um erro');

  // On a phone the dialog fits and stays accessible.
  await page.setViewportSize(PHONE);
  await expect(ninthOfJuly).toBeVisible();
  await expectFitsPhone(dialog);
  await expectNoA11yViolations(page, 'feriados a 390 px');

  await ownDay
    .getByRole('button', { name: `Remover Aniversário da cidade (25/01/${YEAR})` })
    .click();
  await expect(ownDay).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The region stays chosen, and any member reaches the list from the workspace menu.
  await page.reload();
  await page.getByRole('button', { name: /trocar de workspace/ }).click();
  await page.getByRole('menuitem', { name: 'Feriados e dias sem expediente' }).click();
  await expect(holidaysDialog(page).getByRole('combobox', { name: 'Região' })).toHaveValue('BR-SP');
  await page.keyboard.press('Escape');

  // The history tells what changed.
  await page.getByRole('button', { name: 'Membros do workspace' }).click();
  const panel = page.getByRole('dialog', { name: /^Workspace de / });
  await panel.getByRole('tab', { name: 'Histórico' }).click();
  const history = panel.getByRole('list', { name: 'Atividades' });
  await expect(history.getByText('alterou a região para São Paulo')).toBeVisible();
  await expect(
    history.getByText(`adicionou o feriado 25/01/${YEAR} Aniversário da cidade`),
  ).toBeVisible();
  await expect(
    history.getByText(`removeu o feriado 25/01/${YEAR} Aniversário da cidade`),
  ).toBeVisible();
});
