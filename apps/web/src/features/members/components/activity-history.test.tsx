import type { Activity } from '@quadro/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { WORKSPACE_ID } from '../testing/member-fixtures';
import { ActivityHistory } from './activity-history';

const base = `GET /v1/workspaces/${WORKSPACE_ID}/activities`;

function activity(index: number, overrides: Partial<Activity>): Activity {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    action: 'create',
    entityType: 'card',
    userName: 'Ana',
    userEmail: 'ana@exemplo.com',
    createdAt: new Date().toISOString(),
    metadata: {},
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ActivityHistory', () => {
  it('writes each activity as a sentence, loads more, and filters by kind', async () => {
    const firstPage = [
      activity(1, {
        action: 'move',
        metadata: { name: 'Relatório', fromList: 'A Fazer', toList: 'Concluído' },
      }),
      activity(2, { action: 'comment', metadata: { name: 'Relatório' } }),
      activity(3, {
        action: 'update',
        entityType: 'member',
        userName: null,
        metadata: { name: 'Carla', oldRole: 'member', newRole: 'admin' },
      }),
    ];
    const secondPage = [
      activity(4, {
        action: 'delete',
        entityType: 'list',
        createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        metadata: { name: 'Antigas' },
      }),
    ];
    stubFetch({
      [`${base}?limit=20`]: () => jsonResponse({ activities: firstPage, nextCursor: 'c1' }),
      [`${base}?limit=20&cursor=c1`]: () =>
        jsonResponse({ activities: secondPage, nextCursor: null }),
      [`${base}?entityType=member&limit=20`]: () =>
        jsonResponse({
          activities: [
            activity(5, { action: 'invite', entityType: 'member', metadata: { name: 'Davi' } }),
            activity(6, { action: 'join', entityType: 'member', userName: 'Davi' }),
          ],
          nextCursor: null,
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ActivityHistory workspaceId={WORKSPACE_ID} />);

    const items = async () =>
      (await screen.findAllByRole('listitem')).map((item) => item.textContent);
    expect(await items()).toEqual([
      'Ana moveu o cartão Relatório de A Fazer para Concluídoagora mesmo',
      'Ana comentou no cartão Relatórioagora mesmo',
      'ana@exemplo.com alterou o papel de Carla de Membro para Administradoragora mesmo',
    ]);

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('excluiu a lista Antigas')).toBeInTheDocument();
    expect(screen.getByText('há 2 horas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();

    const filter = screen.getByRole('combobox', { name: 'Filtrar' });
    expect(Array.from((filter as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Todos',
      'Cartões',
      'Listas',
      'Membros',
      'Quadros',
      'Etiquetas',
      'Checklists',
      'Arquivamentos',
    ]);
    await user.selectOptions(filter, 'member');
    expect(await screen.findByText('convidou Davi')).toBeInTheDocument();
    expect(screen.getByText('entrou no workspace')).toBeInTheDocument();
    expect(screen.queryByText(/Relatório/)).toBeNull();
  });

  it('says when there is nothing, and when loading failed', async () => {
    stubFetch({
      [`${base}?limit=20`]: () => jsonResponse({ error: 'Falhou', code: 'INTERNAL' }, 500),
      [`${base}?entityType=board&limit=20`]: () =>
        jsonResponse({ activities: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ActivityHistory workspaceId={WORKSPACE_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar o histórico.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar' }), 'board');
    expect(await screen.findByText('Nenhuma atividade ainda.')).toBeInTheDocument();
  });
});
