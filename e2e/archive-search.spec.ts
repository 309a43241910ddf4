import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { column, DOING, openBoard, TODO } from './support/board';
import { expectFitsPhone, PHONE } from './support/phone';
import { auth, ok, registerThroughApi } from './support/team';

const CARD = 'Reunião de orçamento';

/** An owner's default board with a card at the end of 'A Fazer', after the welcome card. */
async function boardWithCard(request: APIRequestContext) {
  const owner = await registerThroughApi(request, 'Olga Dona', 'arquivo');
  const { board: created } = await ok<{ board: { id: string } }>(
    await request.post('/v1/boards/default', { headers: auth(owner) }),
  );
  const { board } = await ok<{
    board: { id: string; workspaceId: string; lists: { id: string }[] };
  }>(await request.get(`/v1/boards/${created.id}`, { headers: auth(owner) }));
  await ok(
    await request.post('/v1/cards', {
      headers: auth(owner),
      data: {
        listId: board.lists[0]!.id,
        title: CARD,
        description: 'Pauta da reunião trimestral com o financeiro',
      },
    }),
  );
  return { owner, boardId: board.id, workspaceId: board.workspaceId };
}

const tile = (page: Page) => column(page, TODO).getByRole('button', { name: new RegExp(CARD) });
const tileTitles = (page: Page) =>
  column(page, TODO)
    .locator('[data-card-id]')
    .evaluateAll((tiles) => tiles.map((tile) => tile.textContent ?? ''));
const cardDialog = (page: Page) => page.getByRole('dialog', { name: new RegExp(CARD) });
const answered = (page: Page, path: RegExp) =>
  page.waitForResponse(
    (response) => path.test(response.url()) && response.request().method() === 'POST',
  );

async function archiveFromDialog(page: Page) {
  await tile(page).click();
  const dialog = cardDialog(page);
  const archived = answered(page, /\/v1\/cards\/[^/]+\/archive$/);
  await dialog.getByRole('button', { name: 'Arquivar cartão' }).click();
  await expect(dialog).toBeHidden();
  await expect(tile(page)).toHaveCount(0);
  expect((await archived).ok()).toBe(true);
}

async function openArchivedItems(page: Page) {
  await page.getByRole('button', { name: /trocar de quadro/ }).click();
  await page.getByRole('menuitem', { name: 'Itens arquivados' }).click();
  const panel = page.getByRole('dialog', { name: 'Itens arquivados' });
  await expect(panel).toBeVisible();
  return panel;
}

test('a card archived, undone from the toast, archived again and restored from Itens arquivados; found by "/" and opened', async ({
  browser,
  request,
}) => {
  const { owner, boardId } = await boardWithCard(request);
  const page = await openBoard(browser, owner, boardId);
  const before = await tileTitles(page);
  expect(before.at(-1)).toContain(CARD);

  // Archived from its dialog, then 'Desfazer' puts it back where it was.
  await archiveFromDialog(page);
  const toast = page.getByRole('listitem').filter({ hasText: 'Cartão arquivado' });
  await expect(toast).toBeVisible();
  const restored = answered(page, /\/v1\/cards\/[^/]+\/restore$/);
  await toast.getByRole('button', { name: 'Desfazer' }).click();
  expect((await restored).ok()).toBe(true);
  await expect(tile(page)).toBeVisible();
  await expect.poll(() => tileTitles(page)).toEqual(before);

  // Archived again: 'Itens arquivados' lists it, and restores it.
  await archiveFromDialog(page);
  const panel = await openArchivedItems(page);
  const row = panel.getByRole('listitem').filter({ hasText: CARD });
  await expect(row).toContainText('na lista 📝 A Fazer');
  await expect(row).toContainText('Arquivado por Olga Dona agora mesmo');
  await expectNoA11yViolations(page, 'Itens arquivados');

  // Its title opens it, archived, over the panel.
  await row.getByRole('button', { name: CARD, exact: true }).click();
  const archivedCard = cardDialog(page);
  await expect(archivedCard.getByText('Este cartão está arquivado.')).toBeVisible();
  await expectNoA11yViolations(page, 'cartão arquivado aberto');
  await page.keyboard.press('Escape');
  await expect(archivedCard).toBeHidden();

  await panel.getByRole('button', { name: `Restaurar ${CARD}` }).click();
  await expect(panel.getByText('Nenhum cartão arquivado.')).toBeVisible();
  await panel.getByRole('tab', { name: 'Listas' }).click();
  await expect(panel.getByText('Nenhuma lista arquivada.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect.poll(() => tileTitles(page)).toEqual(before);

  // '/' opens the search; 'reuniao' finds 'Reunião', and Enter opens the card.
  await page.keyboard.press('/');
  const field = page.getByRole('combobox', { name: 'Buscar cartões' });
  await expect(field).toBeFocused();
  await field.pressSequentially('reuniao');
  const result = page.getByRole('option', { name: new RegExp(CARD) });
  await expect(result).toBeVisible();
  await expect(result.locator('mark').first()).toHaveText(/reuni/i);
  await expect(page.getByRole('group', { name: 'Meu Quadro' })).toContainText(CARD);
  await expectNoA11yViolations(page, 'resultados da busca');
  await page.keyboard.press('ArrowDown');
  await expect(result).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(cardDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\?card=/);
  await page.keyboard.press('Escape');
  await expect(cardDialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/\?card=/);
});

test('on a phone: archive and undo, Itens arquivados and the search fit 390 px', async ({
  browser,
  request,
}) => {
  const { owner, boardId } = await boardWithCard(request);
  const page = await openBoard(browser, owner, boardId);
  await page.setViewportSize(PHONE);

  await archiveFromDialog(page);
  const toast = page.getByRole('listitem').filter({ hasText: 'Cartão arquivado' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await page.keyboard.press('Control+z');
  await expect(tile(page)).toBeVisible();

  await archiveFromDialog(page);
  const panel = await openArchivedItems(page);
  await expect(panel.getByRole('listitem').filter({ hasText: CARD })).toBeVisible();
  await expectFitsPhone(panel);
  await expectNoA11yViolations(page, 'Itens arquivados a 390 px');
  await panel.getByRole('button', { name: `Restaurar ${CARD}` }).click();
  await expect(panel.getByText('Nenhum cartão arquivado.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tile(page)).toBeVisible();

  await page.getByRole('button', { name: 'Buscar cartões' }).click();
  const search = page.getByRole('dialog', { name: 'Busca' });
  const field = search.getByRole('combobox', { name: 'Buscar cartões' });
  await expect(field).toBeFocused();
  await field.pressSequentially('orcamentos');
  const result = search.getByRole('option', { name: new RegExp(CARD) });
  await expect(result).toBeVisible();
  await expectFitsPhone(search);
  await expectNoA11yViolations(page, 'resultados da busca a 390 px');
  await result.click();
  await expect(cardDialog(page)).toBeVisible();
});

test('a list archived from its menu and undone with Ctrl+Z; a list’s cards archived; the board archived read-only and restored', async ({
  browser,
  request,
}) => {
  const { owner, boardId, workspaceId } = await boardWithCard(request);
  // A workspace always keeps a live board: a second one lets the first be archived.
  await ok(
    await request.post(`/v1/boards/workspace/${workspaceId}`, {
      headers: auth(owner),
      data: { name: 'Roadmap', color: '#10B981' },
    }),
  );
  const page = await openBoard(browser, owner, boardId);
  const doing = column(page, DOING);

  await doing.getByRole('button', { name: `Ações da lista ${DOING}` }).click();
  await page.getByRole('menuitem', { name: 'Arquivar lista' }).click();
  await expect(doing).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: 'Lista arquivada' })).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(doing).toBeVisible();

  await column(page, TODO)
    .getByRole('button', { name: `Ações da lista ${TODO}` })
    .click();
  await page.getByRole('menuitem', { name: 'Arquivar todos os cartões' }).click();
  const confirm = page.getByRole('dialog', { name: 'Arquivar todos os cartões desta lista?' });
  await expect(confirm).toContainText('Os 2 cartões de “📝 A Fazer”');
  await confirm.getByRole('button', { name: 'Arquivar cartões' }).click();
  await expect(column(page, TODO).locator('[data-card-id]')).toHaveCount(0);
  await expect(
    page.getByRole('listitem').filter({ hasText: '2 cartões arquivados' }),
  ).toBeVisible();

  // The board archived: read-only under its banner, until restored from 'Quadros arquivados'.
  await page.getByRole('button', { name: /trocar de quadro/ }).click();
  await page.getByRole('menuitem', { name: 'Arquivar quadro' }).click();
  const archiveBoard = page.getByRole('dialog', { name: 'Arquivar quadro' });
  await expect(archiveBoard).toContainText(
    'Arquivar este quadro? Ele sai da lista de quadros do workspace e pode ser restaurado depois.',
  );
  await archiveBoard.getByRole('button', { name: 'Arquivar quadro' }).click();
  await expect(page.getByText('Este quadro está arquivado.')).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Nova Tarefa' })).toHaveCount(0);
  await expect(doing.getByRole('button', { name: `Ações da lista ${DOING}` })).toHaveCount(0);
  await expectNoA11yViolations(page, 'quadro arquivado');

  await page.getByRole('button', { name: /trocar de quadro/ }).click();
  await page.getByRole('menuitem', { name: 'Quadros arquivados' }).click();
  const archivedBoards = page.getByRole('dialog', { name: 'Quadros arquivados' });
  const row = archivedBoards.getByRole('listitem').filter({ hasText: 'Meu Quadro' });
  await expect(row).toContainText('Arquivado por Olga Dona agora mesmo');
  await expectNoA11yViolations(page, 'Quadros arquivados');
  await row.getByRole('button', { name: 'Restaurar Meu Quadro' }).click();
  await expect(archivedBoards.getByText('Nenhum quadro arquivado.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Este quadro está arquivado.')).toBeHidden();
  await expect(page.getByRole('button', { name: '+ Nova Tarefa' })).toBeVisible();
});
