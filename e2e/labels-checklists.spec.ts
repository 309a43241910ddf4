import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { column, openBoard, TODO } from './support/board';
import { expectFitsPhone, PHONE } from './support/phone';
import { auth, ok, sharedBoard } from './support/team';

/** What "appears for the other" means: on screen within 2 s of the change, without reload. */
const LIVE = { timeout: 2_000 };
const CARD = 'Preparar lançamento';
const ITEMS = ['Revisar textos', 'Publicar site', 'Avisar clientes'];

const tile = (page: Page) => column(page, TODO).getByRole('button', { name: new RegExp(CARD) });
/** The tile under an open card dialog, which hides the board from the accessibility tree. */
const tileBehind = (page: Page) => page.locator('[data-card-id]').filter({ hasText: CARD });
const cardDialog = (page: Page) => page.getByRole('dialog', { name: new RegExp(CARD) });
const itemRow = (dialog: Locator, text: string) =>
  dialog.getByRole('listitem').filter({ has: dialog.page().getByRole('checkbox', { name: text }) });
const itemOrder = (dialog: Locator) =>
  dialog
    .getByRole('list', { name: 'Lançamento' })
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')));

test('labels and a checklist: applied by keyboard, filtered, reordered, and counted live for a teammate', async ({
  browser,
  request,
}) => {
  // Two browsers and some forty steps: 40-50 s alone, and up to two minutes beside other specs on
  // two busy cores (a CI run took 1.9 and 2.0 min).
  test.setTimeout(180_000);
  const { owner, member, boardId } = await sharedBoard(request);
  const { board } = await ok<{ board: { workspaceId: string; lists: { id: string }[] } }>(
    await request.get(`/v1/boards/${boardId}`, { headers: auth(owner) }),
  );
  await ok(
    await request.post('/v1/cards', {
      headers: auth(owner),
      data: { listId: board.lists[0]!.id, title: CARD },
    }),
  );
  const page = await openBoard(browser, owner, boardId);
  const teammate = await openBoard(browser, member, boardId);

  // Labels: 'Urgente' created in red, then the board's colour-only green found and put on by keys.
  await tile(page).click();
  const dialog = cardDialog(page);
  await dialog.getByRole('button', { name: 'Adicionar etiqueta' }).click();
  const picker = dialog.getByRole('dialog', { name: 'Etiquetas' });
  const search = picker.getByRole('searchbox', { name: 'Buscar etiquetas' });
  await expect(search).toBeFocused();
  await search.fill('Urgente');
  await page.keyboard.press('Enter');
  const create = dialog.getByRole('dialog', { name: 'Criar etiqueta' });
  await expect(create.getByRole('textbox', { name: 'Nome' })).toHaveValue('Urgente');
  await create.getByTitle('Vermelho').click();
  await create.getByRole('button', { name: 'Criar' }).click();
  const onCard = dialog.getByRole('list', { name: 'Etiquetas', exact: true });
  await expect(onCard).toContainText('Urgente');

  await search.fill('verde');
  await page.keyboard.press('ArrowDown');
  const green = picker.getByRole('checkbox', { name: 'Etiqueta Verde' });
  await expect(green).toBeFocused();
  await page.keyboard.press('Space');
  await expect(green).toBeChecked();
  await expect(onCard).toContainText('Etiqueta Verde');
  await expectNoA11yViolations(page, 'seletor de etiquetas');
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Editar etiquetas' })).toBeFocused();

  // A checklist of three items typed in a row, the last moved to the top by keyboard.
  await dialog.getByRole('button', { name: 'Adicionar checklist' }).click();
  await dialog.getByRole('textbox', { name: 'Título da checklist' }).fill('Lançamento');
  await page.keyboard.press('Enter');
  const newItem = dialog.getByRole('textbox', { name: 'Novo item' });
  await expect(newItem).toBeFocused();
  for (const text of ITEMS) {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
  }
  await expect(newItem).toHaveValue('');
  await expect.poll(() => itemOrder(dialog)).toEqual(ITEMS);
  await expect(dialog.getByRole('checkbox', { name: 'Avisar clientes' })).toBeEnabled();
  await page.keyboard.press('Escape');

  const last = dialog.getByRole('button', { name: 'Avisar clientes', exact: true });
  await last.focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.keyboard.press('Alt+ArrowUp');
  const moved = ['Avisar clientes', 'Revisar textos', 'Publicar site'];
  await expect.poll(() => itemOrder(dialog)).toEqual(moved);
  await expect(last).toBeFocused();
  await expect(
    dialog.getByText('Item “Avisar clientes” movido para a posição 1 de 3.'),
  ).toBeAttached();
  await expectNoA11yViolations(page, 'cartão com etiquetas e checklist');

  // 'Revisar textos' given to the teammate for tomorrow, from its '…' by keyboard.
  const reviseDetails = dialog.getByRole('button', { name: 'Detalhes do item Revisar textos' });
  await reviseDetails.focus();
  await page.keyboard.press('Enter');
  const itemDetails = dialog.getByRole('dialog', { name: 'Detalhes do item' });
  const assignee = itemDetails.getByRole('combobox', { name: 'Responsável' });
  await expect(assignee).toBeFocused();
  await assignee.selectOption({ label: 'Mário Membro' });
  await itemDetails.getByRole('button', { name: 'Amanhã' }).click();
  await expect(
    itemRow(dialog, 'Revisar textos').getByRole('img', { name: 'Mário Membro' }),
  ).toBeVisible();
  await expect(itemRow(dialog, 'Revisar textos')).toContainText('Vence amanhã');
  await expectNoA11yViolations(page, 'detalhes de um item da checklist');
  await page.keyboard.press('Escape');
  await expect(itemDetails).toBeHidden();
  await expect(reviseDetails).toBeFocused();

  // The teammate has the card open; a tick shows in their dialog and on their tile at once.
  await tile(teammate).click();
  const theirs = cardDialog(teammate);
  await expect.poll(() => itemOrder(theirs)).toEqual(moved);
  await expect(
    itemRow(theirs, 'Revisar textos').getByRole('img', { name: 'Mário Membro' }),
  ).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Publicar site' }).check();
  await expect(theirs.getByRole('checkbox', { name: 'Publicar site' })).toBeChecked(LIVE);
  await expect(tileBehind(teammate)).toContainText('1/3', LIVE);
  await expect(tileBehind(teammate)).toContainText('Urgente');

  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(tile(page)).toContainText('1/3');
  // In the board's order of labels: the default green before the one created here.
  await expect(tile(page)).toHaveAccessibleName(/etiquetas: Etiqueta Verde ?, Urgente/);

  // Filtered by one label, the count covers it.
  const labelFilter = page.getByRole('combobox', { name: 'Filtrar por etiqueta' });
  await labelFilter.selectOption({ label: 'Urgente' });
  await expect(page.getByText(/^1 de \d+ cards$/)).toBeVisible();
  await expect(tile(page)).toBeVisible();
  await expect(column(page, TODO).getByRole('button', { name: /Bem-vindo/ })).toHaveCount(0);
  await expectNoA11yViolations(page, 'quadro filtrado por etiqueta');
  await page.getByRole('button', { name: 'Limpar filtro' }).click();

  // In a dark theme, the chips and the badge still read (axe checks their contrast).
  await ok(
    await request.patch(`/v1/workspaces/${board.workspaceId}`, {
      headers: auth(owner),
      data: { theme: 'dracula' },
    }),
  );
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dracula');
  await expectNoA11yViolations(page, 'quadro com etiquetas no tema Dracula');
  await tile(page).click();
  await dialog.getByRole('button', { name: 'Editar etiquetas' }).click();
  await expect(picker).toBeVisible();
  await expectNoA11yViolations(page, 'cartão e seletor de etiquetas no tema Dracula');
  await page.keyboard.press('Escape');

  // On a phone the dialog, its picker and the filters fit.
  await page.setViewportSize(PHONE);
  await expectFitsPhone(dialog);
  await dialog.getByRole('button', { name: 'Editar etiquetas' }).click();
  await expect(picker).toBeVisible();
  await expectFitsPhone(dialog);
  await expectNoA11yViolations(page, 'seletor de etiquetas a 390 px');
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Detalhes do item Revisar textos' }).click();
  await expect(itemDetails).toBeVisible();
  await expectFitsPhone(dialog);
  await expectNoA11yViolations(page, 'detalhes de um item a 390 px');
  await page.keyboard.press('Escape');
  await expect(itemDetails).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  for (const name of [
    'Filtrar por membro',
    'Filtrar por etiqueta',
    'Filtrar por data de entrega',
  ]) {
    const box = await page.getByRole('combobox', { name }).boundingBox();
    expect(box && box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
  }
});
