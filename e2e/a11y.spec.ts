import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { registerThroughUi, uniqueEmail } from './support/session';

// axe-core on the screens the journeys in accounts.spec.ts and board.spec.ts do not reach,
// plus the board on a phone and where the focus goes when the card dialog closes.

const PHONE = { width: 390, height: 844 };

async function signUpOnBoard(page: Page) {
  await registerThroughUi(page, 'Helena Duarte', uniqueEmail('a11y'));
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();
}

test('public screens have no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
  await expectNoA11yViolations(page, '/login');

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
  await expectNoA11yViolations(page, '/register');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Por favor, complete a verificação de segurança')).toBeVisible();
  await expectNoA11yViolations(page, '/register com erros');

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
  await expectNoA11yViolations(page, '/forgot-password');

  await page.goto('/reset-password?token=token-de-exemplo');
  await expect(page.getByLabel('Nova senha', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page, '/reset-password');

  await page.goto('/verify-email?token=token-invalido');
  await expect(page.getByRole('link', { name: /login/i })).toBeVisible();
  await expectNoA11yViolations(page, '/verify-email com erro');

  for (const [path, heading] of [
    ['/terms', 'Termos de Uso'],
    ['/privacy', 'Política de Privacidade'],
    ['/nao-existe', 'Página não encontrada'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, path);
  }
});

test('account and billing pages have no axe violations', async ({ page }) => {
  await signUpOnBoard(page);
  await page.goto('/dashboard');
  await expect(page.getByText('Informações da Conta')).toBeVisible();
  await expectNoA11yViolations(page, '/dashboard');

  await page.goto('/billing');
  await expect(
    page.getByRole('heading', { name: 'Assinatura e cobrança', level: 1 }),
  ).toBeVisible();
  await expectNoA11yViolations(page, '/billing');
});

test('the board on a phone has no axe violations', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUpOnBoard(page);
  await expectNoA11yViolations(page, 'quadro a 390 px');

  await page.getByRole('button', { name: /trocar de workspace/i }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoA11yViolations(page, 'menu de workspaces a 390 px');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  await expectNoA11yViolations(page, 'menu do usuário a 390 px');
  await page.keyboard.press('Escape');

  await page.getByLabel('Filtrar por membro').selectOption({ label: 'Sem responsável' });
  await expect(page.getByText('1 de 1 cards')).toBeVisible();
  await expectNoA11yViolations(page, 'filtro ativo a 390 px');
  await page.getByRole('button', { name: 'Limpar filtro' }).click();

  await page.getByRole('button', { name: /Bem-vindo ao Quadro/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoA11yViolations(page, 'cartão aberto a 390 px');
});

test('closing a dialog gives the focus back to what opened it', async ({ page }) => {
  await signUpOnBoard(page);
  const card = page.getByRole('button', { name: /Bem-vindo ao Quadro/ });
  const dialog = page.getByRole('dialog');

  await card.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  // Keyboard: Enter opens, Esc closes, and the next Enter opens the same card again.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  // Still the card after its title changed while the dialog was open.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: /editar título/ }).click();
  await dialog.getByLabel('Título do cartão').fill('Guia de boas-vindas');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Guia de boas-vindas/ })).toBeFocused();

  const newList = page.getByRole('button', { name: '+ Nova Lista' });
  await newList.click();
  await expect(page.getByRole('dialog', { name: 'Nova Lista' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(newList).toBeFocused();
});
