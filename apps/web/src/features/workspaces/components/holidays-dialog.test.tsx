import type { Holiday, Role, WorkspaceSummary } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { HolidaysDialog } from './holidays-dialog';
import { WorkspaceControls } from './workspace-controls';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const WS = '11111111-0000-4000-8000-000000000001';
const BASE = `/v1/workspaces/${WS}`;
const workspace = (role: Role, extra: Partial<WorkspaceSummary> = {}): WorkspaceSummary => ({
  id: WS,
  name: 'Equipe',
  description: '',
  theme: 'default',
  role,
  ownerPlanActive: true,
  region: 'BR',
  ...extra,
});

const day = (date: string, name: string, kind: Holiday['kind'], optional = false): Holiday => ({
  date,
  name,
  kind,
  optional,
});
const NATIONAL_2026 = [
  day('2026-02-17', 'Carnaval', 'national', true),
  day('2026-04-03', 'Sexta-Feira Santa', 'national'),
  day('2026-11-20', 'Dia da Consciência Negra', 'national'),
];

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

function setup(role: Role, handlers: Record<string, Handler> = {}, extra = {}) {
  const fetchMock = stubFetch({
    [`GET ${BASE}/holidays?year=2026`]: () =>
      jsonResponse({ region: 'BR', holidays: NATIONAL_2026 }),
    ...handlers,
  });
  const onClose = vi.fn();
  renderWithProviders(<HolidaysDialog workspace={workspace(role, extra)} onClose={onClose} />);
  const calls = (key: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === key)
      .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : null));
  return { calls };
}

const list = () => screen.findByRole('list', { name: 'Feriados de 2026' });

describe('HolidaysDialog', () => {
  it("lists the year's days with where they come from, optional days marked", async () => {
    setup('owner');
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '17/02ter.CarnavalNacionalPonto facultativo',
      '03/04sex.Sexta-Feira SantaNacional',
      '20/11sex.Dia da Consciência NegraNacional',
    ]);
    expect(screen.getByRole('combobox', { name: 'Região' })).toHaveValue('BR');
    expect(
      screen.getByRole('option', { name: 'Brasil (apenas feriados nacionais)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(28);
  });

  it('saves a new region at once and shows its holidays', async () => {
    let region = 'BR';
    const { calls } = setup('admin', {
      [`PATCH ${BASE}`]: () => {
        region = 'BR-SP';
        return jsonResponse({ workspace: workspace('admin', { region: 'BR-SP' }) });
      },
      [`GET ${BASE}/holidays?year=2026`]: () =>
        jsonResponse({
          region,
          holidays:
            region === 'BR'
              ? NATIONAL_2026
              : [...NATIONAL_2026, day('2026-07-09', 'Revolução Constitucionalista', 'state')],
        }),
    });
    await list();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Região' }), 'São Paulo');
    await waitFor(() => expect(calls(`PATCH ${BASE}`)).toEqual([{ region: 'BR-SP' }]));
    expect(await screen.findByText('Revolução Constitucionalista')).toBeVisible();
    expect(screen.getByText('Estadual')).toBeVisible();
  });

  it('adds a day of its own and shows it; a taken date says why', async () => {
    let added: Holiday[] = [];
    const { calls } = setup('owner', {
      [`POST ${BASE}/holidays`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { date: string; name: string };
        if (added.length > 0)
          return jsonResponse(
            {
              error: 'O workspace já tem um feriado nesta data. Remova-o antes de cadastrar outro.',
              code: 'HOLIDAY_EXISTS',
            },
            409,
          );
        added = [day(body.date, body.name, 'workspace')];
        return jsonResponse({ holiday: added[0] }, 201);
      },
      [`GET ${BASE}/holidays?year=2026`]: () =>
        jsonResponse({ region: 'BR', holidays: [...added, ...NATIONAL_2026] }),
    });
    await list();
    const form = screen.getByRole('form', { name: 'Adicionar dia sem expediente' });
    await userEvent.type(within(form).getByLabelText('Data'), '2026-01-20');
    await userEvent.type(within(form).getByLabelText('Nome'), 'São Sebastião');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('São Sebastião')).toBeVisible();
    expect(calls(`POST ${BASE}/holidays`)).toEqual([{ date: '2026-01-20', name: 'São Sebastião' }]);
    expect(screen.getByText('Do workspace')).toBeVisible();
    expect(within(form).getByLabelText('Nome')).toHaveValue('');

    await userEvent.type(within(form).getByLabelText('Data'), '2026-01-20');
    await userEvent.type(within(form).getByLabelText('Nome'), 'Outro');
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'O workspace já tem um feriado nesta data.',
    );
  });

  it('checks the form before sending it', async () => {
    const { calls } = setup('owner');
    await list();
    const form = screen.getByRole('form', { name: 'Adicionar dia sem expediente' });
    await userEvent.click(within(form).getByRole('button', { name: 'Adicionar' }));
    expect(await within(form).findByText('Data é obrigatória')).toBeVisible();
    expect(within(form).getByText('Nome do feriado é obrigatório')).toBeVisible();
    expect(within(form).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(`POST ${BASE}/holidays`)).toEqual([]);
  });

  it('removes a day of its own, not a public holiday', async () => {
    let holidays = [day('2026-01-20', 'São Sebastião', 'workspace'), ...NATIONAL_2026];
    const { calls } = setup('owner', {
      [`DELETE ${BASE}/holidays/2026-01-20`]: () => {
        holidays = NATIONAL_2026;
        return new Response(null, { status: 204 });
      },
      [`GET ${BASE}/holidays?year=2026`]: () => jsonResponse({ region: 'BR', holidays }),
    });
    await list();
    expect(screen.getAllByRole('button', { name: /^Remover/ })).toHaveLength(1);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remover São Sebastião (20/01/2026)' }),
    );
    await waitFor(() => expect(screen.queryByText('São Sebastião')).not.toBeInTheDocument());
    expect(calls(`DELETE ${BASE}/holidays/2026-01-20`)).toHaveLength(1);
  });

  it('moves from year to year', async () => {
    setup('member', {
      [`GET ${BASE}/holidays?year=2027`]: () =>
        jsonResponse({
          region: 'BR',
          holidays: [day('2027-03-26', 'Sexta-Feira Santa', 'national')],
        }),
    });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo ano' }));
    const next = await screen.findByRole('list', { name: 'Feriados de 2027' });
    expect(within(next).getByText('Sexta-Feira Santa')).toBeVisible();
  });

  it('only shows a member the list', async () => {
    setup('member', {
      [`GET ${BASE}/holidays?year=2026`]: () =>
        jsonResponse({ region: 'BR', holidays: [day('2026-01-20', 'São Sebastião', 'workspace')] }),
    });
    await list();
    expect(screen.getByRole('combobox', { name: 'Região' })).toBeDisabled();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remover/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/somente leitura/)).not.toBeInTheDocument();
  });

  it('is read-only, and says so, while the owner has no plan', async () => {
    setup('owner', {}, { ownerPlanActive: false });
    await list();
    expect(screen.getByText(/Este workspace está somente leitura/)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Região' })).toBeDisabled();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so while loading, and when loading fails', async () => {
    let fail = true;
    setup('owner', {
      [`GET ${BASE}/holidays?year=2026`]: () =>
        fail
          ? jsonResponse({ error: 'Workspace não encontrado', code: 'NOT_FOUND' }, 404)
          : jsonResponse({ region: 'BR', holidays: [] }),
    });
    expect(screen.getByText('Carregando feriados…')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('Workspace não encontrado');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum feriado em 2026.')).toBeVisible();
  });
});

describe('the way in', () => {
  const stubWorkspaces = (role: Role) =>
    stubFetch({
      'GET /v1/workspaces': () => jsonResponse({ workspaces: [workspace(role)] }),
      [`GET ${BASE}/holidays?year=2026`]: () =>
        jsonResponse({ region: 'BR', holidays: NATIONAL_2026 }),
    });

  it("is the workspace menu's for every member", async () => {
    stubWorkspaces('read_only');
    renderWithProviders(<WorkspaceControls currentWorkspaceId={WS} />);
    await userEvent.click(
      await screen.findByRole('button', { name: /Equipe.*trocar de workspace/ }),
    );
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Feriados e dias sem expediente' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Feriados e dias sem expediente' }),
    ).toBeVisible();
    expect(await list()).toBeVisible();
  });

  it('is in the settings, which name the region', async () => {
    stubWorkspaces('admin');
    renderWithProviders(<WorkspaceControls currentWorkspaceId={WS} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Configurações do workspace' }),
    );
    const settings = await screen.findByRole('dialog', { name: 'Configurações do Workspace' });
    expect(within(settings).getByText('Brasil (apenas feriados nacionais)')).toBeVisible();
    await userEvent.click(within(settings).getByRole('button', { name: 'Região e feriados' }));
    expect(
      await screen.findByRole('dialog', { name: 'Feriados e dias sem expediente' }),
    ).toBeVisible();
    expect(
      screen.queryByRole('dialog', { name: 'Configurações do Workspace' }),
    ).not.toBeInTheDocument();
  });
});
