import type { WorkspaceSummary } from '@quadro/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { BoardRoute } from './board';

const readOnly: WorkspaceSummary = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Diretoria',
  description: '',
  theme: 'default',
  role: 'read_only',
};
const other: WorkspaceSummary = {
  id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Marketing',
  description: '',
  theme: 'default',
  role: 'member',
};

afterEach(() => vi.unstubAllGlobals());

describe('/board for a read-only member whose workspace has no board', () => {
  it('shows the empty state; the workspace menu still switches and offers a new workspace', async () => {
    const asked: unknown[] = [];
    stubFetch({
      'GET /v1/workspaces': () => jsonResponse({ workspaces: [readOnly, other] }),
      'GET /v1/workspaces/invites/pending': () => jsonResponse({ invites: [] }),
      'POST /v1/boards/default': (init) => {
        asked.push(JSON.parse(String(init?.body)));
        return jsonResponse({ board: null });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardRoute />, { path: '/board' });

    expect(
      await screen.findByRole('heading', { name: 'Nenhum quadro neste workspace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Peça a um administrador para criar um quadro.')).toBeInTheDocument();
    // Read-only: no settings gear.
    expect(screen.queryByRole('button', { name: 'Configurações do workspace' })).toBeNull();

    await user.click(
      await screen.findByRole('button', { name: /^Diretoria.*trocar de workspace$/ }),
    );
    // The menu's code loads on this first press, then the menu opens.
    expect(await screen.findByRole('menuitemradio', { name: /Diretoria/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Criar novo workspace' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitemradio', { name: /Marketing/ }));

    await vi.waitFor(() => expect(asked).toEqual([{}, { workspaceId: other.id }]));
  });
});
