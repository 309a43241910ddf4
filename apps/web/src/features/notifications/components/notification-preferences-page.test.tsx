import type { NotificationPreferences } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { NotificationPreferencesPage } from './notification-preferences-page';

const PREFERENCES = 'GET /v1/users/me/notification-preferences';
const SAVE = 'PATCH /v1/users/me/notification-preferences';

const everything = (): NotificationPreferences => ({
  timeZone: 'America/Sao_Paulo',
  email: { dueReminders: true, assigned: true, comments: true, mentions: true, digest: true },
  inApp: { dueReminders: true, assigned: true, comments: true, mentions: true },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sentBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}` === SAVE)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('NotificationPreferencesPage', () => {
  it('shows a switch per category and place, the digest only by e-mail, and a way back', async () => {
    stubFetch({ [PREFERENCES]: () => jsonResponse(everything()) });
    renderWithProviders(<NotificationPreferencesPage />, {
      path: '/notificacoes',
      state: { from: '/board/b-1' },
    });

    expect(screen.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao workspace' })).toHaveAttribute(
      'href',
      '/board/b-1',
    );
    expect(
      await screen.findByRole('switch', { name: 'Lembretes de prazo No Quadro' }),
    ).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(9);
    expect(screen.queryByRole('switch', { name: /Resumo diário às 08:00 No Quadro/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Resumo diário às 08:00 Por email' })).toBeChecked();
    const zone = screen.getByRole('combobox', { name: 'Fuso horário' });
    expect(zone).toHaveValue('America/Sao_Paulo');
    expect(within(zone).getByRole('option', { name: 'Brasília' })).toBeInTheDocument();
    expect(within(zone).getByRole('option', { name: 'Europe/Lisbon' })).toBeInTheDocument();
  });

  it('saves a switch at once, and the time zone', async () => {
    let saved = everything();
    const fetchMock = stubFetch({
      [PREFERENCES]: () => jsonResponse(saved),
      [SAVE]: (init) => {
        const change = JSON.parse(String(init?.body)) as Partial<NotificationPreferences>;
        saved = {
          timeZone: change.timeZone ?? saved.timeZone,
          email: { ...saved.email, ...change.email },
          inApp: { ...saved.inApp, ...change.inApp },
        };
        return jsonResponse(saved);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationPreferencesPage />, { path: '/notificacoes' });

    const mentions = await screen.findByRole('switch', { name: 'Menções a você Por email' });
    await user.click(mentions);
    expect(mentions).not.toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fuso horário' }), 'Manaus');
    await waitFor(() =>
      expect(sentBodies(fetchMock)).toEqual([
        { email: { mentions: false } },
        { timeZone: 'America/Manaus' },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Fuso horário' })).toHaveValue('America/Manaus'),
    );
    expect(mentions).not.toBeChecked();
  });

  it('undoes a change the server refuses, and says why', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    stubFetch({
      [PREFERENCES]: () => jsonResponse(everything()),
      [SAVE]: () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationPreferencesPage />, { path: '/notificacoes' });

    const comments = await screen.findByRole('switch', {
      name: 'Comentários em cartões seus ou que você segue No Quadro',
    });
    await user.click(comments);
    expect(comments).not.toBeChecked();
    answer(jsonResponse({ error: 'Muitas alterações seguidas', code: 'RATE_LIMITED' }, 429));
    await waitFor(() => expect(comments).toBeChecked());
    expect(error).toHaveBeenCalledWith('Muitas alterações seguidas');
  });

  it('shows the loading state, then an error with a retry', async () => {
    let attempt = 0;
    stubFetch({
      [PREFERENCES]: () =>
        ++attempt === 1 ? jsonResponse({ error: 'Indisponível' }, 500) : jsonResponse(everything()),
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationPreferencesPage />, { path: '/notificacoes' });

    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao carregar preferências de notificação',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('switch', { name: 'Menções a você No Quadro' })).toBeChecked();
  });
});
