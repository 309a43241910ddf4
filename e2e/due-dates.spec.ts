import { expect, test, type Page } from '@playwright/test';
import {
  addBusinessDays,
  localDateIn,
  nextBusinessDay,
  type HolidaysResponse,
} from '../packages/contracts/src/index';
import { expectNoA11yViolations } from './support/axe';
import { column, openBoard, TODO } from './support/board';
import { expectFitsPhone, PHONE } from './support/phone';
import { auth, ok, registerThroughApi } from './support/team';

const SP = 'America/Sao_Paulo';
const welcomeCard = (page: Page) =>
  column(page, TODO).getByRole('button').filter({
    hasText: 'Bem-vindo',
  });

test("a due date set 'Em 3 dias úteis' skips the workspace's day off, shows on the tile and in the filter", async ({
  browser,
  request,
}) => {
  const owner = await registerThroughApi(request, 'Dalva Prazo', 'prazo');
  const { board } = await ok<{ board: { id: string; workspaceId: string } }>(
    await request.post('/v1/boards/default', { headers: auth(owner) }),
  );
  // The next business day becomes a day off of the workspace: the shortcut must step over it.
  const today = localDateIn(new Date(), SP);
  const year = Number(today.slice(0, 4));
  const daysOff = new Set<string>();
  for (const each of [year, year + 1]) {
    const { holidays } = await ok<HolidaysResponse>(
      await request.get(`/v1/workspaces/${board.workspaceId}/holidays?year=${each}`, {
        headers: auth(owner),
      }),
    );
    for (const day of holidays) if (!day.optional) daysOff.add(day.date);
  }
  const dayOff = nextBusinessDay(today, daysOff);
  await ok(
    await request.post(`/v1/workspaces/${board.workspaceId}/holidays`, {
      headers: auth(owner),
      data: { date: dayOff, name: 'Emenda da equipe' },
    }),
  );
  daysOff.add(dayOff);
  const due = addBusinessDays(today, 3, daysOff);

  const page = await openBoard(browser, owner, board.id);
  await welcomeCard(page).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('Data de entrega');
  await expect(field).toHaveValue('');
  await dialog.getByRole('button', { name: 'Em 3 dias úteis' }).click();
  await expect(field).toHaveValue(`${due}T18:00`);
  await expectNoA11yViolations(page, 'cartão com data de entrega');
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();

  await expect(welcomeCard(page)).toContainText('Vence em 3 dias úteis');
  // It stays after a reload: the server has it.
  await page.reload();
  await expect(welcomeCard(page)).toContainText('Vence em 3 dias úteis');

  const dueFilter = page.getByRole('combobox', { name: 'Filtrar por data de entrega' });
  await dueFilter.selectOption({ label: 'Atrasados' });
  await expect(page.getByText(/^0 de \d+ cards$/)).toBeVisible();
  await dueFilter.selectOption({ label: 'Com data' });
  await expect(page.getByText(/^1 de \d+ cards$/)).toBeVisible();
  await expect(welcomeCard(page)).toBeVisible();

  // Done: the badge says so, and the card leaves 'Vencem esta semana' whatever the week.
  await welcomeCard(page).click();
  const done = dialog.getByRole('checkbox', { name: 'Concluído' });
  await done.click();
  await expect(done).toBeChecked();
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(welcomeCard(page)).toContainText('Concluído');
  await dueFilter.selectOption({ label: 'Vencem esta semana' });
  await expect(page.getByText(/^0 de \d+ cards$/)).toBeVisible();
  await page.getByRole('button', { name: 'Limpar filtro' }).click();

  // On a phone the dialog's date controls fit and stay usable.
  await page.setViewportSize(PHONE);
  await welcomeCard(page).click();
  await expect(dialog.getByRole('button', { name: 'Remover data' })).toBeVisible();
  await expectFitsPhone(dialog);
  await expectNoA11yViolations(page, 'cartão com data num telefone');
  await dialog.getByRole('button', { name: 'Remover data' }).click();
  await expect(field).toHaveValue('');
});
