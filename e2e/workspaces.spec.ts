import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { loginThroughUi, registerThroughUi, uniqueEmail } from './support/session';
import { sharedBoard } from './support/team';

const TODO = '📝 A Fazer';
const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const title = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const boardMenu = (page: Page) => page.getByRole('button', { name: /trocar de quadro/ });

async function signUpOnBoard(page: Page, name: string) {
  await registerThroughUi(page, name, uniqueEmail('espaco'));
  await expect(title(page, 'Meu Quadro')).toBeVisible();
  return page.url();
}

test('create a second board, switch between boards, rename and recolour it, delete it', async ({
  page,
}) => {
  const firstBoard = await signUpOnBoard(page, 'Paula Quadros');

  await boardMenu(page).click();
  await page.getByRole('menuitem', { name: 'Novo quadro' }).click();
  const create = page.getByRole('dialog', { name: 'Novo Quadro' });
  await create.getByLabel('Nome do quadro').fill('Roadmap');
  await create.getByTitle('Verde').click();
  await expect(create.getByRole('radio', { name: 'Verde' })).toBeChecked();
  await expectNoA11yViolations(page, 'Novo Quadro');
  await create.getByRole('button', { name: 'Criar quadro' }).click();
  await expect(title(page, 'Roadmap')).toBeVisible();
  await expect(column(page, TODO)).toBeVisible();
  const roadmap = page.url();
  expect(roadmap).not.toBe(firstBoard);

  await boardMenu(page).click();
  await expect(page.getByRole('menuitemradio', { name: 'Roadmap' })).toBeChecked();
  await expectNoA11yViolations(page, 'menu de quadros');
  await page.getByRole('menuitemradio', { name: 'Meu Quadro' }).click();
  await expect(title(page, 'Meu Quadro')).toBeVisible();
  await expect(page).toHaveURL(firstBoard);
  await page.goBack();
  await expect(title(page, 'Roadmap')).toBeVisible();

  await boardMenu(page).click();
  await page.getByRole('menuitem', { name: 'Editar este quadro' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Quadro' });
  await edit.getByLabel('Nome do quadro').fill('Roadmap 2027');
  await edit.getByTitle('Roxo').click();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(title(page, 'Roadmap 2027')).toBeVisible();
  await page.reload();
  await expect(title(page, 'Roadmap 2027')).toBeVisible();

  await boardMenu(page).click();
  await page.getByRole('menuitem', { name: 'Editar este quadro' }).click();
  await page
    .getByRole('dialog', { name: 'Editar Quadro' })
    .getByRole('button', { name: 'Excluir quadro' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Excluir Quadro' });
  await expect(confirm.getByText(/excluídos permanentemente/)).toBeVisible();
  await expectNoA11yViolations(page, 'Excluir Quadro');
  await confirm.getByRole('button', { name: 'Excluir quadro' }).click();
  await expect(page).toHaveURL(firstBoard);
  await boardMenu(page).click();
  await expect(page.getByRole('menuitemradio')).toHaveCount(1);
});

test('rename the workspace in its settings', async ({ page }) => {
  await signUpOnBoard(page, 'Rui Espaço');
  await page.getByRole('button', { name: 'Configurações do workspace' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações do Workspace' });
  await settings.getByLabel('Nome').fill('   ');
  await settings.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(settings.getByText('Nome é obrigatório')).toBeVisible();
  await settings.getByLabel('Nome').fill('Equipe Rui');
  await settings.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByRole('button', { name: /Equipe Rui.*trocar de workspace/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /Equipe Rui.*trocar de workspace/ })).toBeVisible();
});

test('switch the theme: the board changes colour, stays after a reload and shows for a teammate', async ({
  browser,
  request,
}) => {
  const { owner, member, boardId } = await sharedBoard(request);
  const open = async (user: { email: string }) => {
    const page = await (await browser.newContext()).newPage();
    await loginThroughUi(page, user.email);
    await page.goto(`/board/${boardId}`);
    await expect(title(page, 'Meu Quadro')).toBeVisible();
    return page;
  };
  const page = await open(owner);
  const teammate = await open(member);
  const background = (p: Page) => p.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background(page);

  await page.getByRole('button', { name: /trocar de workspace/ }).click();
  await page.getByRole('menuitem', { name: 'Tema' }).click();
  await expect(page.getByRole('menuitemradio', { name: /Padrão/ })).toBeChecked();
  await expectNoA11yViolations(page, 'menu de temas');
  await page.getByRole('menuitemradio', { name: /Dracula/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dracula');
  await expect.poll(() => background(page)).not.toBe(lightBackground);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expectNoA11yViolations(page, 'quadro no tema Dracula');

  await page.reload();
  await expect(title(page, 'Meu Quadro')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dracula');
  // The teammate's open board follows without a reload (the workspace's change event).
  await expect(teammate.locator('html')).toHaveAttribute('data-theme', 'dracula');
  await expect.poll(() => background(teammate)).toBe(await background(page));
});
