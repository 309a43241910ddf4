import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { dragWithKeyboardToEmptyList, dragWithMouse } from './support/drag';
import { loginThroughUi, registerThroughUi, uniqueEmail } from './support/session';
import { auth, ok, registerThroughApi } from './support/team';

const TODO = '📝 A Fazer';
const DOING = '🚀 Em Progresso';
const DONE = '✅ Concluído';
const WELCOME = /Bem-vindo ao Quadro/;

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function signUpOnBoard(page: Page, name = 'Beatriz Nunes') {
  await registerThroughUi(page, name, uniqueEmail('quadro'));
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();
}

const moveResponse = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/v1/cards/move') && response.request().method() === 'POST',
  );

test('first login lands on Meu Quadro with the three lists and the welcome card', async ({
  page,
}) => {
  await signUpOnBoard(page);
  await expect(page).toHaveURL(/\/board\/[0-9a-f-]{36}$/);
  for (const name of [TODO, DOING, DONE]) await expect(column(page, name)).toBeVisible();
  await expect(column(page, TODO).getByRole('button', { name: WELCOME })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Nova Tarefa' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Nova Lista' })).toBeVisible();
  await expectNoA11yViolations(page, 'quadro');

  // /board opens the same default board again, never a second one.
  const boardUrl = page.url();
  await page.goto('/board');
  await expect(page).toHaveURL(boardUrl);

  // 'Sair' lives in the user menu and ends at /login.
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await expectNoA11yViolations(page, 'menu do usuário aberto');
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL(/\/login$/);
});

test('create a card, drag it to another list with the mouse, and it stays after a reload', async ({
  page,
}) => {
  await signUpOnBoard(page);
  await page.getByRole('button', { name: '+ Nova Tarefa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Tarefa' });
  await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
  await expect(dialog.getByText('Título é obrigatório')).toBeVisible();
  await expectNoA11yViolations(page, 'Nova Tarefa com erro');
  await dialog.getByLabel('Título').fill('Preparar proposta comercial');
  await dialog.getByLabel('Descrição').fill('Enviar até sexta');
  await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
  await expect(dialog).toBeHidden();

  const card = column(page, TODO).getByRole('button', { name: /Preparar proposta comercial/ });
  await expect(card).toBeVisible();
  await expect(column(page, TODO).getByRole('listitem')).toHaveCount(2);

  const moved = moveResponse(page);
  await dragWithMouse(page, card, column(page, DOING));
  expect((await moved).status()).toBe(200);
  await expect(
    column(page, DOING).getByRole('button', { name: /Preparar proposta comercial/ }),
  ).toBeVisible();
  await expect(column(page, TODO).getByRole('button', { name: /Preparar proposta/ })).toHaveCount(
    0,
  );

  await page.reload();
  await expect(
    column(page, DOING).getByRole('button', { name: /Preparar proposta comercial/ }),
  ).toBeVisible();
  await expect(column(page, TODO).getByRole('button', { name: WELCOME })).toBeVisible();
});

test('move a card with the keyboard: Space, arrows, Space', async ({ page }) => {
  await signUpOnBoard(page);
  const moved = moveResponse(page);
  await dragWithKeyboardToEmptyList(
    page,
    column(page, TODO).getByRole('button', { name: WELCOME }),
    DOING,
  );
  expect((await moved).status()).toBe(200);
  await expect(column(page, DOING).getByRole('button', { name: WELCOME })).toBeVisible();

  // Picking up and cancelling with Esc changes nothing.
  await column(page, DOING).getByRole('button', { name: WELCOME }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(column(page, DOING).getByRole('button', { name: WELCOME })).toBeVisible();
});

test('edit a card in place and delete it behind the confirmation', async ({ page }) => {
  await signUpOnBoard(page);
  await column(page, TODO).getByRole('button', { name: WELCOME }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toBeVisible();
  await expectNoA11yViolations(page, 'cartão aberto');
  await detail.getByRole('button', { name: /editar título/ }).click();
  await expectNoA11yViolations(page, 'cartão editando o título');
  await detail.getByLabel('Título do cartão').fill('Ler o guia de boas-vindas');
  await page.keyboard.press('Enter');
  await expect(detail.getByRole('button', { name: /Ler o guia de boas-vindas/ })).toBeVisible();
  // Esc while editing cancels the edit only; the next Esc closes the dialog.
  await detail.getByRole('button', { name: /editar título/ }).click();
  await detail.getByLabel('Título do cartão').fill('Descartado');
  await page.keyboard.press('Escape');
  await expect(detail.getByRole('button', { name: /Ler o guia de boas-vindas/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  const card = column(page, TODO).getByRole('button', { name: /Ler o guia de boas-vindas/ });
  await expect(card).toBeVisible();
  await card.click();
  await page.getByRole('button', { name: 'Excluir cartão' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir Cartão' });
  await expect(
    confirm.getByText(
      'Tem certeza que deseja excluir este cartão? Esta ação não pode ser desfeita.',
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page, 'Excluir Cartão');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(column(page, TODO).getByText('Nenhum cartão')).toBeVisible();
});

test('create, rename and delete a list', async ({ page }) => {
  await signUpOnBoard(page);
  await page.getByRole('button', { name: '+ Nova Lista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Lista' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, 'Nova Lista');
  await dialog.getByLabel('Nome da lista').fill('Revisão');
  await dialog.getByRole('button', { name: 'Criar lista' }).click();
  await expect(column(page, 'Revisão')).toBeVisible();
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(4);

  await page.getByRole('button', { name: 'Editar lista Revisão' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Lista' });
  const save = edit.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();
  await expectNoA11yViolations(page, 'Editar Lista');
  await edit.getByLabel('Nome da lista').fill('   ');
  await expect(save).toBeDisabled();
  await edit.getByLabel('Nome da lista').fill('Em revisão');
  await save.click();
  await expect(column(page, 'Em revisão')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Editar lista Em revisão' }).click();
  await page.getByRole('button', { name: 'Excluir lista' }).click();
  await expect(page.getByText(/serão excluídos permanentemente/)).toBeVisible();
  await expectNoA11yViolations(page, 'Excluir lista');
  await page.getByRole('button', { name: 'Excluir lista' }).click();
  await expect(column(page, 'Em revisão')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(3);
});

test('create a workspace, then switch between workspaces', async ({ page }) => {
  await signUpOnBoard(page);
  const firstBoard = page.url();
  const switcher = page.getByRole('button', { name: /trocar de workspace/i });

  await switcher.click();
  await expect(page.getByRole('menuitemradio', { name: /Workspace de Beatriz/ })).toBeChecked();
  await expectNoA11yViolations(page, 'menu de workspaces aberto');
  await page.getByRole('menuitem', { name: 'Criar novo workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Workspace' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, 'Criar Workspace');
  await dialog.getByRole('button', { name: 'Criar workspace' }).click();
  await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
  await expectNoA11yViolations(page, 'Criar Workspace com erro');
  await dialog.getByLabel('Nome').fill('Marketing');
  await dialog.getByLabel('Descrição').fill('Campanhas e lançamentos');
  await dialog.getByRole('button', { name: 'Criar workspace' }).click();

  await expect(page.getByRole('heading', { name: 'Marketing', level: 1 })).toBeVisible();
  await expect(page.getByText('Campanhas e lançamentos')).toBeVisible();
  expect(page.url()).not.toBe(firstBoard);
  for (const name of [TODO, DOING, DONE]) await expect(column(page, name)).toBeVisible();
  await expect(column(page, TODO).getByRole('button', { name: WELCOME })).toBeVisible();

  await switcher.click();
  await expect(page.getByRole('menuitemradio', { name: /Marketing/ })).toBeChecked();
  await expect(page.getByRole('menuitemradio', { name: /Workspace de Beatriz/ })).not.toBeChecked();
  await page.getByRole('menuitemradio', { name: /Workspace de Beatriz/ }).click();
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(firstBoard);

  // The owner deletes 'Marketing' behind the confirmation and lands on the remaining one.
  await switcher.click();
  await page.getByRole('menuitemradio', { name: /Marketing/ }).click();
  await expect(page.getByRole('heading', { name: 'Marketing', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Configurações do workspace' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações do Workspace' });
  await expect(settings).toBeVisible();
  await expectNoA11yViolations(page, 'Configurações do Workspace');
  await settings.getByRole('button', { name: 'Excluir workspace' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir Workspace' });
  await expect(confirm.getByText(/excluídos permanentemente/)).toBeVisible();
  await expectNoA11yViolations(page, 'Excluir Workspace');
  await confirm.getByRole('button', { name: 'Excluir workspace' }).click();
  await expect(page).toHaveURL(firstBoard);
  await switcher.click();
  await expect(page.getByRole('menuitemradio', { name: /Marketing/ })).toHaveCount(0);
});

test('a move the server refuses is rolled back; lists reorder by dragging', async ({ page }) => {
  await signUpOnBoard(page);
  await page.route('**/v1/cards/move', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Conflito', code: 'CONFLICT' }),
    }),
  );
  const welcome = column(page, TODO).getByRole('button', { name: WELCOME });
  const refused = moveResponse(page);
  await dragWithMouse(page, welcome, column(page, DONE));
  await refused;
  await expect(column(page, TODO).getByRole('button', { name: WELCOME })).toBeVisible();
  await expect(column(page, DONE).getByRole('button', { name: WELCOME })).toHaveCount(0);
  await page.unroute('**/v1/cards/move');

  // Drag 'Concluído' by its handle onto the first column: it becomes the first list.
  const reordered = page.waitForResponse((r) => r.url().endsWith('/v1/lists/reorder'));
  await dragWithMouse(
    page,
    page.getByRole('button', { name: `Mover lista ${DONE}` }),
    column(page, TODO),
  );
  expect((await reordered).status()).toBe(200);
  const names = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(names).toHaveText([DONE, TODO, DOING]);
  await page.reload();
  await expect(names).toHaveText([DONE, TODO, DOING]);
});

test('filter the cards by member', async ({ page }) => {
  await signUpOnBoard(page, 'Clara Menezes');
  await page.getByRole('button', { name: '+ Nova Tarefa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Tarefa' });
  await dialog.getByLabel('Título').fill('Tarefa da Clara');
  await dialog.getByLabel('Responsável').selectOption({ label: 'Clara Menezes' });
  await dialog.getByRole('button', { name: 'Criar tarefa' }).click();
  await expect(
    page.getByRole('button', { name: /Tarefa da Clara — responsável: Clara/ }),
  ).toBeVisible();

  const filter = page.getByLabel('Filtrar por membro');
  await filter.selectOption({ label: 'Clara Menezes' });
  await expect(page.getByText('1 de 2 cards')).toBeVisible();
  await expectNoA11yViolations(page, 'filtro por membro ativo');
  await expect(page.getByRole('button', { name: WELCOME })).toHaveCount(0);

  await filter.selectOption({ label: 'Sem responsável' });
  await expect(page.getByText('1 de 2 cards')).toBeVisible();
  await expect(page.getByRole('button', { name: WELCOME })).toBeVisible();
  await expect(page.getByRole('button', { name: /Tarefa da Clara/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Limpar filtro' }).click();
  await expect(page.getByText(/de 2 cards/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Tarefa da Clara/ })).toBeVisible();
});

test('deleting the last workspace ends at /login', async ({ page }) => {
  await signUpOnBoard(page);
  await page.getByRole('button', { name: 'Configurações do workspace' }).click();
  await page.getByRole('button', { name: 'Excluir workspace' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir Workspace' })
    .getByRole('button', { name: 'Excluir workspace' })
    .click();
  await page.waitForURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
});

test('a long board opens with its first screen, read-only, then the rest of its cards', async ({
  page,
  request,
}) => {
  const owner = await registerThroughApi(request, 'Lia Longa', 'longa');
  const { board } = await ok<{ board: { id: string } }>(
    await request.post('/v1/boards/default', { headers: auth(owner) }),
  );
  const {
    board: { lists },
  } = await ok<{ board: { lists: { id: string }[] } }>(
    await request.get(`/v1/boards/${board.id}`, { headers: auth(owner) }),
  );
  for (let i = 1; i <= 14; i += 1) {
    await ok(
      await request.post('/v1/cards', {
        headers: auth(owner),
        data: { listId: lists[0]!.id, title: `Tarefa ${i}` },
      }),
    );
  }
  // The whole board waits until the first screen has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `/v1/boards/${board.id}`,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await loginThroughUi(page, owner.email);

  const main = page.getByRole('main', { name: 'Meu Quadro' });
  await expect(main).toHaveAttribute('aria-busy', 'true');
  const todo = column(page, TODO);
  await expect(todo.getByText('15 cartões')).toBeAttached();
  await expect(todo.locator('[data-card-id]')).toHaveCount(10);
  await expect(todo.getByText('Carregando cartões...')).toBeVisible();
  await expect(todo.getByRole('button', { name: WELCOME })).not.toHaveAttribute(
    'aria-roledescription',
  );
  await expectNoA11yViolations(page, 'primeira tela de um quadro longo');

  release();
  await expect(main).toHaveAttribute('aria-busy', 'false');
  await expect(todo.getByRole('button', { name: 'Tarefa 14' })).toBeAttached();
  await expect(todo.getByText('Carregando cartões...')).toHaveCount(0);
  await expect(todo.getByText('15 cartões')).toBeAttached();
  await expect(todo.getByRole('button', { name: WELCOME })).toHaveAttribute(
    'aria-roledescription',
    'cartão arrastável',
  );
});
