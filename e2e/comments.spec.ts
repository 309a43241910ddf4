import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { registerThroughUi, uniqueEmail } from './support/session';

test('comment on a card, edit it in Markdown, delete it; HTML stays text', async ({ page }) => {
  await registerThroughUi(page, 'Carla Dias', uniqueEmail('comenta'));
  await page.getByRole('button', { name: /Bem-vindo ao Quadro/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Comentários' })).toBeVisible();
  await expect(dialog.getByText('Nenhum comentário ainda.')).toBeVisible();

  const markup = 'Veja <img src=x onerror="document.title=1"> isto';
  await dialog.getByLabel('Escreva um comentário').fill(markup);
  await dialog.getByRole('button', { name: 'Comentar' }).click();
  const comment = dialog.getByRole('listitem').filter({ hasText: 'Veja' });
  await expect(comment).toContainText(markup);
  await expect(comment).toContainText('agora mesmo');
  await expect(comment.locator('img')).toHaveCount(0);
  await expectNoA11yViolations(page, 'cartão aberto com um comentário');

  await comment.getByRole('button', { name: 'Editar' }).click();
  await dialog
    .getByLabel('Editar comentário')
    .fill('**Texto** revisado, ver [o guia](https://example.com)');
  await dialog.getByLabel('Editar comentário').press('Control+Enter');
  const edited = dialog.getByRole('listitem').filter({ hasText: 'Texto revisado' });
  await expect(edited.locator('strong')).toHaveText('Texto');
  await expect(edited.getByRole('link', { name: 'o guia' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );

  await page.reload();
  await page.getByRole('button', { name: /Bem-vindo ao Quadro/ }).click();
  const revised = page
    .getByRole('dialog')
    .getByRole('listitem')
    .filter({ hasText: 'Texto revisado' });
  await revised.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Tem certeza que deseja excluir este comentário?')).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Excluir comentário' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page.getByRole('dialog').getByText('Nenhum comentário ainda.')).toBeVisible();
});
