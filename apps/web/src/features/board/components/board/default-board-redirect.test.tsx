import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { DefaultBoardRedirect } from './default-board-redirect';

afterEach(() => vi.unstubAllGlobals());

describe('DefaultBoardRedirect', () => {
  it('says there is no board (and keeps the workspace controls) when the server has none', async () => {
    const fetchMock = stubFetch({ 'POST /v1/boards/default': () => jsonResponse({ board: null }) });
    renderWithProviders(
      <DefaultBoardRedirect
        workspaceId="ws-leitura"
        workspaceControls={<button type="button">Menu de workspaces</button>}
      />,
      { path: '/board' },
    );

    expect(
      await screen.findByRole('heading', { name: 'Nenhum quadro neste workspace', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Peça a um administrador para criar um quadro.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('button', { name: 'Menu de workspaces' }),
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/v1/boards/default') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ workspaceId: 'ws-leitura' });
  });

  it('shows the load error when the request fails', async () => {
    stubFetch({
      'POST /v1/boards/default': () => jsonResponse({ error: 'Falhou', code: 'INTERNAL' }, 500),
    });
    renderWithProviders(<DefaultBoardRedirect />, { path: '/board' });
    expect(await screen.findByText('Erro ao carregar quadro')).toBeInTheDocument();
  });
});
