import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Senha-Forte-123';
export const DEV_VERIFICATION = 'Verificação de desenvolvimento — não sou um robô';

export function uniqueEmail(prefix = 'pessoa'): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
}

/** Signs up through the register screen and waits for the redirect to /board. */
export async function registerThroughUi(
  page: Page,
  name: string,
  email: string,
  password = PASSWORD,
) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
  await page.getByLabel('Nome completo').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a senha').fill(password);
  await page.getByLabel(DEV_VERIFICATION).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
  await page.waitForURL(/\/board/);
}

export async function loginThroughUi(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByLabel(DEV_VERIFICATION).check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/board/);
}
