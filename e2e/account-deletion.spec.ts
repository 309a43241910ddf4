import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { linkFromMail, mailTo } from './support/mail';
import { expectFitsPhone, PHONE } from './support/phone';
import {
  DEV_VERIFICATION,
  loginThroughUi,
  PASSWORD,
  registerThroughUi,
  uniqueEmail,
} from './support/session';
import { auth, ok, registerThroughApi } from './support/team';

const DELETED = 'Sua conta foi excluída. Enviamos uma confirmação para o seu email.';

/** 'Minha conta' from the user menu, and its 'Meus dados' section. */
async function openMyData(page: Page) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Minha conta' }).click();
  await page.waitForURL(/\/dashboard$/);
  const myData = page.getByRole('region', { name: 'Meus dados' });
  await expect(myData.getByRole('button', { name: 'Exportar meus dados' })).toBeVisible();
  return myData;
}

/** 'Excluir minha conta', confirmed with `password`; answers the dialog. */
async function deleteAccount(page: Page, myData: Locator, password: string) {
  await myData.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
  await expect(dialog.getByLabel('Senha')).toBeFocused();
  await dialog.getByLabel('Senha').fill(password);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  return dialog;
}

test('a person downloads their data, then deletes the account: wrong password first; logging in again fails', async ({
  page,
}) => {
  const name = 'Lívia Titular';
  const email = uniqueEmail('lgpd');
  await registerThroughUi(page, name, email);
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();

  const myData = await openMyData(page);
  await expect(myData).toContainText('pagamentos (sem dados de cartão)');
  await expectNoA11yViolations(page, 'Meus dados');

  // 'Exportar meus dados': one JSON file with what Quadro holds about the person.
  const arrived = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Exportar meus dados' }).click();
  const download = await arrived;
  expect(download.suggestedFilename()).toBe('meus-dados-quadro.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string;
    profile: { name: string; email: string };
    memberships: { role: string }[];
  };
  expect(data).toMatchObject({ format: 'quadro-account', profile: { name, email } });
  expect(data.memberships.map((membership) => membership.role)).toEqual(['owner']);

  // On a phone, the page and the confirmation fit the screen. The export's toast shows, then goes
  // first: half-faded as it comes or leaves, axe would read it as faint text.
  const exported = page.locator('[data-sonner-toast]', { hasText: 'Dados exportados' });
  await expect(exported).toBeVisible();
  await expect(exported).toHaveCount(0, { timeout: 15_000 });
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page.locator('body'));
  await expectNoA11yViolations(page, 'Meus dados a 390 px');

  const dialog = await deleteAccount(page, myData, 'Senha-Errada-123');
  const password = dialog.getByLabel('Senha');
  await expect(dialog.getByText('Senha incorreta')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expectFitsPhone(dialog);
  await expectNoA11yViolations(page, 'Excluir minha conta com a senha incorreta');

  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
  await page.waitForURL(/\/login$/);
  await expect(page.getByText(DELETED)).toBeVisible();
  const confirmation = await mailTo(email, /Sua conta no Quadro foi excluída/);
  expect(confirmation.text).toContain('Usuário removido');

  // The account is gone: its e-mail and password open nothing.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByLabel(DEV_VERIFICATION).check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email ou senha inválidos');
  await expect(page).toHaveURL(/\/login$/);
});

test('an owner of a shared workspace hands it to its admin before deleting the account', async ({
  page,
  request,
}) => {
  const owner = await registerThroughApi(request, 'Olga Dona', 'dona');
  const admin = await registerThroughApi(request, 'Abel Admin', 'admin');
  const { board } = await ok<{ board: { id: string; workspaceId: string } }>(
    await request.post('/v1/boards/default', { headers: auth(owner) }),
  );
  await ok(
    await request.post(`/v1/workspaces/${board.workspaceId}/invite`, {
      headers: auth(owner),
      data: { email: admin.email, role: 'admin' },
    }),
  );
  const link = await linkFromMail(admin.email, /convidou você/, '/invite/');
  const token = new URL(link).pathname.split('/').pop()!;
  await ok(await request.post(`/v1/workspaces/invite/accept/${token}`, { headers: auth(admin) }));

  // Refused while others use the workspace: the API names it, the dialog says what to do.
  await loginThroughUi(page, owner.email);
  let myData = await openMyData(page);
  const dialog = await deleteAccount(page, myData, PASSWORD);
  await expect(dialog.getByRole('alert')).toContainText(
    'Você é proprietário de workspaces com outros membros: Workspace de Olga.',
  );
  await expect(dialog.getByRole('alert')).toContainText('“Transferir propriedade”');
  await expectNoA11yViolations(page, 'Excluir minha conta recusado');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The members panel hands the workspace to the admin, after saying what changes.
  await page.goto(`/board/${board.id}`);
  await page.getByRole('button', { name: 'Membros do workspace' }).click();
  const panel = page.getByRole('dialog', { name: 'Workspace de Olga' });
  await panel.getByRole('button', { name: 'Transferir propriedade para Abel Admin' }).click();
  const confirm = page.getByRole('dialog', { name: 'Transferir propriedade' });
  await expect(confirm).toContainText('e você passa a ser Administrador');
  await expectNoA11yViolations(page, 'Transferir propriedade');
  await confirm.getByRole('button', { name: 'Transferir propriedade' }).click();
  await expect(confirm).toBeHidden();
  const ownerRow = panel.getByRole('listitem').filter({ hasText: 'Olga Dona' });
  await expect(ownerRow).toContainText('Administrador');
  await expect(panel.getByRole('button', { name: /Transferir propriedade/ })).toHaveCount(0);
  await mailTo(admin.email, /Você agora é o proprietário do workspace Workspace de Olga/);
  await panel.getByRole('button', { name: 'Fechar' }).click();

  // Now the account goes, and the workspace stays with its new owner.
  myData = await openMyData(page);
  await deleteAccount(page, myData, PASSWORD);
  await page.waitForURL(/\/login$/);
  await expect(page.getByText(DELETED)).toBeVisible();
  const { workspaces } = await ok<{ workspaces: { id: string; role: string }[] }>(
    await request.get('/v1/workspaces', { headers: auth(admin) }),
  );
  expect(workspaces.find((workspace) => workspace.id === board.workspaceId)?.role).toBe('owner');
});
