import { readFile } from 'node:fs/promises';
import { expect, test, type Download } from '@playwright/test';
import { expectNoA11yViolations } from './support/axe';
import { column, TODO } from './support/board';
import { expectFitsPhone, PHONE } from './support/phone';
import { registerThroughUi, uniqueEmail } from './support/session';

const HEADER =
  'Lista;Título;Descrição;Etiquetas;Responsável;Data de entrega;Concluído;Checklist;Criado em;Atualizado em;Arquivado';
const TITLE = 'Revisão do orçamento de março';

const bytesOf = async (download: Download) => readFile(await download.path());

test('the board menu exports the board as a CSV for Excel in pt-BR and as the documented JSON', async ({
  page,
}) => {
  await registerThroughUi(page, 'Célia Exportadora', uniqueEmail('exporta'));
  await expect(page.getByRole('heading', { name: 'Meu Quadro', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '+ Nova Tarefa' }).click();
  const newCard = page.getByRole('dialog', { name: 'Nova Tarefa' });
  await newCard.getByLabel('Título').fill(TITLE);
  await newCard.getByRole('button', { name: 'Criar tarefa' }).click();
  await expect(newCard).toBeHidden();
  await expect(column(page, TODO).getByRole('button', { name: new RegExp(TITLE) })).toBeVisible();

  // The board menu offers both files to every role, beside the archived items.
  const boardMenu = page.getByRole('button', { name: /trocar de quadro/ });
  await boardMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Exportar como JSON' })).toBeVisible();
  await expectNoA11yViolations(page, 'menu do quadro com a exportação');
  const csvArrived = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Exportar como CSV (planilha)' }).click();
  const csv = await csvArrived;
  expect(csv.suggestedFilename()).toBe('Meu Quadro.csv');
  await expect(page.getByText('Quadro exportado: Meu Quadro.csv')).toBeVisible();

  // UTF-8 with a byte-order mark, `;` between columns: Excel in pt-BR opens it with accents.
  const bytes = await bytesOf(csv);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe(HEADER);
  expect(lines.filter((line) => line.startsWith(`${TODO};${TITLE};`))).toHaveLength(1);

  // On a phone the menu fits, and the JSON comes down from there.
  await page.setViewportSize(PHONE);
  await boardMenu.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Exportar como JSON' })).toBeVisible();
  await expectFitsPhone(menu);
  const jsonArrived = page.waitForEvent('download');
  await menu.getByRole('menuitem', { name: 'Exportar como JSON' }).click();
  const json = await jsonArrived;
  expect(json.suggestedFilename()).toBe('Meu Quadro.json');
  const exported = JSON.parse((await bytesOf(json)).toString('utf8')) as {
    format: string;
    board: { name: string };
    lists: { name: string; cards: { title: string }[] }[];
  };
  expect(exported).toMatchObject({ format: 'quadro-board', board: { name: 'Meu Quadro' } });
  const todo = exported.lists.find((list) => list.name === TODO);
  expect(todo?.cards.map((card) => card.title)).toContain(TITLE);
});
