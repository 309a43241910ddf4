import {
  pastDuePlan,
  renewingPlan,
  STATUS_URL,
} from '../../features/billing/testing/billing-fixtures';
import type { Board, SubscriptionStatus, WorkspaceSummary } from '@quadro/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { serverStream } from '../../test/event-stream';
import { stubFetch } from '../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { BoardRoute } from './board';

const readOnly: WorkspaceSummary = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Diretoria',
  description: '',
  theme: 'default',
  role: 'read_only',
  ownerPlanActive: true,
  region: 'BR',
};
const other: WorkspaceSummary = {
  id: '00000000-0000-4000-8000-0000000000b2',
  name: 'Marketing',
  description: '',
  theme: 'default',
  role: 'member',
  ownerPlanActive: true,
  region: 'BR',
};

afterEach(() => vi.unstubAllGlobals());

/** The member's board 'Campanhas' with one empty list. */
const campaigns = (id: string): Board => ({
  id,
  workspaceId: other.id,
  name: 'Campanhas',
  color: '#2563eb',
  version: 1,
  archivedAt: null,
  labels: [],
  lists: [
    {
      id: `${id.slice(0, -2)}d4`,
      boardId: id,
      name: 'A Fazer',
      color: '#64748b',
      position: 0,
      cards: [],
    },
  ],
});

describe('/board for a read-only member whose workspace has no board', () => {
  it('shows the empty state; the workspace menu still switches and offers a new workspace', async () => {
    const asked: unknown[] = [];
    stubFetch({
      'GET /v1/workspaces': () => jsonResponse({ workspaces: [readOnly, other] }),
      'GET /v1/workspaces/invites/pending': () =>
        jsonResponse({ invites: [], emailVerified: true }),
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

    await waitFor(() => expect(asked).toEqual([{}, { workspaceId: other.id }]));
  });
});

describe('/board/:boardId while the workspace and its members are still on their way', () => {
  const board = campaigns('00000000-0000-4000-8000-0000000000c3');

  it('already lets a member add cards, from the role in the workspaces list', async () => {
    stubFetch({
      'GET /v1/workspaces': () => jsonResponse({ workspaces: [readOnly, other] }),
      'GET /v1/workspaces/invites/pending': () =>
        jsonResponse({ invites: [], emailVerified: true }),
      [`GET /v1/boards/${board.id}`]: () => jsonResponse({ board }),
      [`GET /v1/boards/workspace/${other.id}`]: () => jsonResponse({ boards: [board] }),
      'POST /v1/users/status': () => new Response(null, { status: 204 }),
      [`GET /v1/boards/${board.id}/events`]: () => new Promise<Response>(() => {}),
      // The workspace with its members never answers here.
      [`GET /v1/workspaces/${other.id}`]: () => new Promise<Response>(() => {}),
    });
    const router = createMemoryRouter([{ path: '/board/:boardId', element: <BoardRoute /> }], {
      initialEntries: [`/board/${board.id}`],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('button', { name: '+ Nova Tarefa' })).toBeEnabled();
    // A member does not manage lists.
    expect(screen.queryByRole('button', { name: '+ Nova Lista' })).toBeNull();
  });
});

describe("/board/:boardId in a workspace whose owner's trial and plan are over", () => {
  const board = campaigns('00000000-0000-4000-8000-0000000000e5');

  function openAs(role: WorkspaceSummary['role']) {
    const lapsed = { ...other, role, ownerPlanActive: false };
    stubFetch({
      'GET /v1/workspaces': () => jsonResponse({ workspaces: [lapsed] }),
      'GET /v1/workspaces/invites/pending': () =>
        jsonResponse({ invites: [], emailVerified: true }),
      [`GET /v1/boards/${board.id}`]: () => jsonResponse({ board }),
      [`GET /v1/boards/workspace/${other.id}`]: () => jsonResponse({ boards: [board] }),
      'POST /v1/users/status': () => new Response(null, { status: 204 }),
      [`GET /v1/boards/${board.id}/events`]: () => new Promise<Response>(() => {}),
      [`GET /v1/workspaces/${other.id}`]: () =>
        jsonResponse({ workspace: { ...lapsed, members: [] } }),
    });
    const router = createMemoryRouter(
      [
        { path: '/board/:boardId', element: <BoardRoute /> },
        { path: '/billing', element: <h1>Assinatura</h1> },
      ],
      { initialEntries: [`/board/${board.id}`] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  }

  it('tells the owner before they type, offers the way to /billing, and hides every change', async () => {
    openAs('owner');
    expect(await screen.findByText('Este workspace está somente leitura')).toBeInTheDocument();
    expect(
      screen.getByText(/Seu período de teste terminou e não há assinatura ativa/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Campanhas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Nova Tarefa' })).toBeNull();
    expect(screen.queryByRole('button', { name: '+ Nova Lista' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Adicionar cartão/ })).toBeNull();

    // A click alone: a pointer press on the board would start loading its dialogs' code, which
    // could still be arriving when the test ends.
    fireEvent.click(screen.getByRole('link', { name: 'Assinar agora' }));
    expect(await screen.findByRole('heading', { name: 'Assinatura' })).toBeInTheDocument();
  });

  it('tells a member to ask the owner, without the way to /billing', async () => {
    openAs('member');
    expect(await screen.findByText('Este workspace está somente leitura')).toBeInTheDocument();
    expect(
      screen.getByText(/Peça ao proprietário do workspace para assinar o Plano Profissional/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Assinar agora' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Campanhas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Nova Tarefa' })).toBeNull();
  });
});

describe("/board/:boardId while its owner's renewal is declined (past due)", () => {
  const board = campaigns('00000000-0000-4000-8000-0000000000f6');
  const active = renewingPlan;
  const pastDue = pastDuePlan;
  const bannerText = /não conseguimos cobrar seu cartão/;

  function openAs(
    role: WorkspaceSummary['role'],
    status: () => SubscriptionStatus,
    events: (init: RequestInit | undefined) => Response | Promise<Response> = () =>
      new Promise<Response>(() => {}),
  ) {
    const workspace = { ...other, role };
    const fetchMock = stubFetch({
      'GET /v1/workspaces': () => jsonResponse({ workspaces: [workspace] }),
      'GET /v1/workspaces/invites/pending': () =>
        jsonResponse({ invites: [], emailVerified: true }),
      [`GET /v1/boards/${board.id}`]: () => jsonResponse({ board }),
      [`GET /v1/boards/workspace/${other.id}`]: () => jsonResponse({ boards: [board] }),
      'POST /v1/users/status': () => new Response(null, { status: 204 }),
      [`GET /v1/boards/${board.id}/events`]: events,
      [`GET /v1/workspaces/${other.id}`]: () =>
        jsonResponse({ workspace: { ...workspace, members: [] } }),
      [STATUS_URL]: () => jsonResponse(status()),
    });
    const router = createMemoryRouter(
      [
        { path: '/board/:boardId', element: <BoardRoute /> },
        { path: '/billing', element: <BillingProbe /> },
      ],
      { initialEntries: [`/board/${board.id}`] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const statusCalls = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === STATUS_URL,
      ).length;
    return { statusCalls };
  }

  function BillingProbe() {
    return <h1>{`Assinatura ${useLocation().search}`}</h1>;
  }

  it('tells the owner, with the date their changes stop, and leads to the card change', async () => {
    openAs('owner', () => pastDue);
    const banner = await screen.findByText(bannerText);
    expect(banner.closest('[role="status"]')).toHaveTextContent(
      'Pagamento pendente: não conseguimos cobrar seu cartão. Atualize o cartão até 25/12/2026 para não perder o acesso. Atualizar cartão',
    );
    expect(await screen.findByRole('heading', { name: 'Campanhas' })).toBeInTheDocument();
    // Changes still work meanwhile.
    expect(await screen.findByRole('button', { name: '+ Nova Tarefa' })).toBeEnabled();
    expect(screen.queryByText('Este workspace está somente leitura')).toBeNull();

    const link = screen.getByRole('link', { name: 'Atualizar cartão' });
    expect(link).toHaveAttribute('href', '/billing?cartao');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Assinatura ?cartao' })).toBeInTheDocument();
  });

  it('never tells a member, nor asks for a plan that is not theirs', async () => {
    const { statusCalls } = openAs('member', () => pastDue);
    expect(await screen.findByRole('button', { name: '+ Nova Tarefa' })).toBeEnabled();
    expect(screen.queryByText(bannerText)).toBeNull();
    expect(statusCalls()).toBe(0);
  });

  it('shows nothing to an owner whose plan is paid', async () => {
    const { statusCalls } = openAs('owner', () => active);
    await waitFor(() => expect(statusCalls()).toBe(1));
    expect(await screen.findByRole('button', { name: '+ Nova Tarefa' })).toBeEnabled();
    expect(screen.queryByText(bannerText)).toBeNull();
  });

  it('shows up while the board is open, when the live events say the workspace changed', async () => {
    let current = active;
    const stream = serverStream();
    const { statusCalls } = openAs('owner', () => current, stream.response);
    expect(await screen.findByRole('button', { name: '+ Nova Tarefa' })).toBeEnabled();
    await stream.send('ready', { boardId: board.id, version: board.version });
    await waitFor(() => expect(statusCalls()).toBe(1));
    expect(screen.queryByText(bannerText)).toBeNull();

    // The renewal was declined: the server tells the owner's workspaces.
    current = pastDue;
    await stream.send('workspace', { workspaceId: other.id });
    expect(await screen.findByText(bannerText)).toBeInTheDocument();

    // Paid in another tab: it goes away the same way.
    current = active;
    await stream.send('workspace', { workspaceId: other.id });
    await waitFor(() => expect(screen.queryByText(bannerText)).toBeNull());
  });
});
