import type { Role, WorkspaceSummary } from '@quadro/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { WorkspaceControls } from './workspace-controls';

afterEach(() => vi.unstubAllGlobals());

const WS = '11111111-0000-4000-8000-000000000001';
const workspace = (role: Role, ownerPlanActive = true): WorkspaceSummary => ({
  id: WS,
  name: 'Equipe',
  description: '',
  theme: 'default',
  role,
  ownerPlanActive,
  region: 'BR',
});

/** The workspace menu, open, with the route's import dialog standing in as a plain one. */
async function openMenu(summary: WorkspaceSummary) {
  stubFetch({ 'GET /v1/workspaces': () => jsonResponse({ workspaces: [summary] }) });
  renderWithProviders(
    <WorkspaceControls
      currentWorkspaceId={WS}
      renderImportDialog={({ workspace: { name } }) => <div role="dialog" aria-label={name} />}
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: /Equipe.*trocar de workspace/ }));
  return screen.findByRole('menu');
}

describe("the workspace menu's 'Importar do Trello'", () => {
  it.each(['owner', 'admin'] as const)('opens the import dialog for an %s', async (role) => {
    await openMenu(workspace(role));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Importar do Trello' }));
    expect(await screen.findByRole('dialog', { name: 'Equipe' })).toBeInTheDocument();
  });

  it.each([
    ['a member', workspace('member')],
    ['a read-only member', workspace('read_only')],
    ['an owner whose plan is over', workspace('owner', false)],
  ])('is not there for %s', async (_who, summary) => {
    const menu = await openMenu(summary);
    expect(menu).toHaveTextContent('Criar novo workspace');
    expect(screen.queryByRole('menuitem', { name: 'Importar do Trello' })).toBeNull();
  });
});
