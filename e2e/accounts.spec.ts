import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { linkFromMail } from './support/mail';
import { loginThroughUi, PASSWORD, registerThroughUi, uniqueEmail } from './support/session';

const AUTH_KEY = 'quadro-auth';

test('sign up, verify the e-mail, log in and out, and recover the password', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const email = uniqueEmail('conta');
  await registerThroughUi(page, 'Joana Prado', email);

  // The account page tells an unverified user to check the inbox.
  await page.goto('/dashboard');
  await expect(page.getByText('Olá, Joana Prado')).toBeVisible();
  await expect(
    page.getByText('Por favor, verifique seu email para ativar sua conta.'),
  ).toBeVisible();
  await expect(page.getByText('Período de teste')).toBeVisible();
  await expectNoA11yViolations(page, '/dashboard com email não verificado');
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page.waitForURL(/\/login$/);

  // The link from the captured e-mail verifies the address and leads to /login.
  const verifyLink = await linkFromMail(email, /Confirme seu email/, '/verify-email');
  await page.goto(verifyLink);
  await expect(page.getByText('Email verificado com sucesso!')).toBeVisible();
  await expectNoA11yViolations(page, '/verify-email com sucesso');
  await page.waitForURL(/\/login$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
  await expectNoA11yViolations(page, '/login');

  await loginThroughUi(page, email);
  await page.goto('/dashboard');
  await expect(
    page.getByText('Por favor, verifique seu email para ativar sua conta.'),
  ).toBeHidden();
  await expect(page.getByText('Sim', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page.waitForURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_KEY)).not.toContain(
    '"isAuthenticated":true',
  );
  await page.goto('/dashboard');
  await page.waitForURL(/\/login$/);

  // Forgot password → e-mailed link → new password.
  await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
  // The login page has an Email field too: wait for the recovery page before typing.
  await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();
  await expectNoA11yViolations(page, '/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar Email de Recuperação' }).click();
  await expect(page.getByText('Email Enviado!')).toBeVisible();
  await expect(
    page.getByText(
      'Se o email existir em nosso sistema, você receberá instruções para redefinir sua senha.',
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page, '/forgot-password enviado');

  const resetLink = await linkFromMail(email, /Redefinição de senha/, '/reset-password');
  const newPassword = 'Outra-Senha-456!';
  await page.goto(resetLink);
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirme a nova senha').fill(newPassword);
  await expectNoA11yViolations(page, '/reset-password');
  await page.getByRole('button', { name: /Redefinir/ }).click();
  await expect(page.getByText('Senha Redefinida com Sucesso!')).toBeVisible();
  await expectNoA11yViolations(page, '/reset-password com sucesso');
  await page.waitForURL(/\/login$/, { timeout: 10_000 });

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByLabel('Verificação de desenvolvimento — não sou um robô').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email ou senha inválidos')).toBeVisible();
  await expectNoA11yViolations(page, '/login com erro');
  await loginThroughUi(page, email, newPassword);

  // The server's CSP allows everything the app loads: the browser reported no violation.
  expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  const email = uniqueEmail('refresh');
  await registerThroughUi(page, 'Rafael Lima', email);
  const before = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}'),
    AUTH_KEY,
  );
  const token: string = before.state.token;

  // Corrupt the access token's signature as an expired or rotated key would make it fail.
  await page.evaluate(
    ({ key, bad }) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
      stored.state.token = bad;
      localStorage.setItem(key, JSON.stringify(stored));
    },
    { key: AUTH_KEY, bad: `${token.slice(0, -4)}AAAA` },
  );

  const refreshed = page.waitForResponse(
    (r) => r.url().endsWith('/v1/auth/refresh') && r.status() === 200,
  );
  await page.goto('/dashboard');
  await refreshed;
  await expect(page.getByText('Olá, Rafael Lima')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const after = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}'),
    AUTH_KEY,
  );
  expect(after.state.token).not.toBe(token);
  expect(after.state.refreshToken).not.toBe(before.state.refreshToken);
});

test('protected routes send a visitor to /login and / goes to /board', async ({ page }) => {
  for (const path of ['/dashboard', '/board', '/billing']) {
    await page.goto(path);
    await page.waitForURL(/\/login$/);
  }
  await page.goto('/');
  await page.waitForURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Cadastre-se gratuitamente' })).toBeVisible();
});

test('login asks for the human verification and shows the server error', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(uniqueEmail('ninguem'));
  await page.getByLabel('Senha').fill('Qualquer-Senha-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Por favor, complete a verificação de segurança')).toBeVisible();
  await page.getByLabel('Verificação de desenvolvimento — não sou um robô').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email ou senha inválidos')).toBeVisible();
});
