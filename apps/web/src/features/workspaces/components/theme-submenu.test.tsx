import type { Role, ThemeId, WorkspaceSummary } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { applyTheme } from '../../../themes/apply-theme';
import { WorkspaceControls } from './workspace-controls';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  applyTheme('default');
});

const WS = '11111111-0000-4000-8000-000000000001';
const PATCH = `PATCH /v1/workspaces/${WS}`;
const workspace = (role: Role, theme: ThemeId = 'default'): WorkspaceSummary => ({
  id: WS,
  name: 'Equipe',
  description: '',
  theme,
  role,
  ownerPlanActive: true,
  region: 'BR',
});

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

function setup(role: Role, patch?: Handler) {
  const fetchMock = stubFetch({
    'GET /v1/workspaces': () => jsonResponse({ workspaces: [workspace(role)] }),
    ...(patch ? { [PATCH]: patch } : {}),
  });
  renderWithProviders(<WorkspaceControls currentWorkspaceId={WS} />, { path: '/board/b1' });
  const patchBodies = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === PATCH)
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { patchBodies };
}

async function openThemes() {
  await userEvent.click(await screen.findByRole('button', { name: /Equipe.*trocar de workspace/ }));
  const menu = await screen.findByRole('menu');
  await userEvent.click(within(menu).getByRole('menuitem', { name: /Tema/ }));
  return screen.findByRole('group', { name: 'Tema do workspace' });
}

describe('Workspace theme', () => {
  it('lists the 15 themes to an owner, the current one checked', async () => {
    setup('owner');
    const themes = await openThemes();
    const items = within(themes).getAllByRole('menuitemradio');
    expect(items).toHaveLength(15);
    expect(within(themes).getByRole('menuitemradio', { name: 'Padrão' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(themes).getByRole('menuitemradio', { name: 'Dracula' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('is not offered to a member', async () => {
    setup('member');
    await userEvent.click(
      await screen.findByRole('button', { name: /Equipe.*trocar de workspace/ }),
    );
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Criar novo workspace' })).toBeVisible();
    expect(within(menu).queryByRole('menuitem', { name: /Tema/ })).not.toBeInTheDocument();
  });

  it('applies a choice at once and saves it', async () => {
    let answer: (response: Response) => void = () => {};
    const { patchBodies } = setup(
      'admin',
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const themes = await openThemes();
    await userEvent.click(within(themes).getByRole('menuitemradio', { name: 'Dracula' }));
    // Before the server answers.
    expect(document.documentElement.dataset.theme).toBe('dracula');
    expect(within(themes).getByRole('menuitemradio', { name: 'Dracula' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await waitFor(() => expect(patchBodies()).toEqual([{ theme: 'dracula' }]));
    answer(jsonResponse({ workspace: workspace('admin', 'dracula') }));
  });

  it('rolls back and logs when saving fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup('owner', () => jsonResponse({ error: 'Falhou', code: 'INTERNAL' }, 500));
    const themes = await openThemes();
    await userEvent.click(within(themes).getByRole('menuitemradio', { name: 'Nord' }));
    await waitFor(() => expect(document.documentElement).not.toHaveAttribute('data-theme'));
    expect(error).toHaveBeenCalledWith('Falha ao alterar o tema do workspace', expect.anything());
  });

  it('shows the workspace’s theme and the default again once it leaves the board', async () => {
    stubFetch({
      'GET /v1/workspaces': () => jsonResponse({ workspaces: [workspace('member', 'tokyoNight')] }),
    });
    const { unmount } = renderWithProviders(<WorkspaceControls currentWorkspaceId={WS} />);
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('tokyoNight'));
    unmount();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });
});
