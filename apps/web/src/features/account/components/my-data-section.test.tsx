import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { toast } from '../../../lib/toast';
import { catchDownloads } from '../../../test/downloads';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { testUser } from '../../../test/users';
import { MyDataSection } from './my-data-section';

const EXPORT = 'GET /v1/users/me/export';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().logout();
});

function setup(handlers: Parameters<typeof stubFetch>[0]) {
  useAuthStore.getState().setSession({ user: testUser(), token: 't', refreshToken: 'r' });
  const fetchMock = stubFetch(handlers);
  renderWithProviders(<MyDataSection />, { path: '/dashboard' });
  return { fetchMock, user: userEvent.setup() };
}

const exportButton = () => screen.getByRole('button', { name: 'Exportar meus dados' });

describe('MyDataSection', () => {
  it('says what the export holds, and downloads it under the name the API gives', async () => {
    const downloads = catchDownloads();
    const told = vi.spyOn(toast, 'message').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    const { fetchMock, user } = setup({
      [EXPORT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const section = screen.getByRole('region', { name: 'Meus dados' });
    expect(section).toHaveTextContent(
      /perfil, .*workspaces e papéis, cartões e itens de checklist atribuídos, comentários, atividade, notificações, .*pagamentos \(sem dados de cartão\)/,
    );

    await user.click(exportButton());
    // One at a time: the button waits with the request.
    await waitFor(() => expect(exportButton()).toBeDisabled());
    expect(
      fetchMock.mock.calls.find(([url]) => url === '/v1/users/me/export')?.[1]?.headers,
    ).toMatchObject({ Authorization: 'Bearer t' });
    answer(
      new Response('{"format":"quadro-account"}', {
        headers: {
          'Content-Type': 'application/json',
          'Content-Disposition': 'attachment; filename="meus-dados-quadro.json"',
        },
      }),
    );
    await waitFor(() => expect(downloads.names).toEqual(['meus-dados-quadro.json']));
    expect(await downloads.blobs[0]?.text()).toBe('{"format":"quadro-account"}');
    expect(told).toHaveBeenCalledWith('Dados exportados: meus-dados-quadro.json');
    await waitFor(() => expect(exportButton()).toBeEnabled());
  });

  it('says why in a toast when the export is refused, and saves nothing', async () => {
    const downloads = catchDownloads();
    const failed = vi.spyOn(toast, 'error').mockImplementation(() => {});
    const { user } = setup({
      [EXPORT]: () =>
        jsonResponse(
          { error: 'Muitas tentativas. Tente novamente em instantes.', code: 'RATE_LIMITED' },
          429,
        ),
    });
    await user.click(exportButton());
    await waitFor(() =>
      expect(failed).toHaveBeenCalledWith('Muitas tentativas. Tente novamente em instantes.'),
    );
    expect(downloads.names).toEqual([]);
  });
});
