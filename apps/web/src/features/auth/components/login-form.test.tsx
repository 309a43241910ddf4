import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';
import { testUser } from '../../../test/users';
import { DEVICE_TOKEN_KEY } from '../device-token';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().logout();
});

describe('LoginForm', () => {
  it('requires email, password and the verification token', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Senha'), 'qualquer-coisa');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(
      await screen.findByText('Por favor, complete a verificação de segurança'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/v1/auth/login')).toBe(false);
  });

  it('shows the server error, keeps the input and falls back to the generic message', async () => {
    let attempt = 0;
    stubFetch({
      'POST /v1/auth/login': () =>
        ++attempt === 1
          ? jsonResponse({ error: 'Email ou senha inválidos', code: 'INVALID_CREDENTIALS' }, 401)
          : new Response('', { status: 500 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);

    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(await screen.findByLabelText(/não sou um robô/));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha inválidos');
    expect(screen.getByLabelText('Email')).toHaveValue('maria@example.com');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Erro ao fazer login')).toBeInTheDocument();
  });

  it('stays busy after signing in until the board, whose code may still load, shows', async () => {
    stubFetch({
      'POST /v1/auth/login': () =>
        jsonResponse({
          user: testUser(),
          token: 't',
          refreshToken: 'r',
        }),
    });
    let showBoard = () => {};
    const loadBoard = vi.fn(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          showBoard = () => resolve({ default: () => <p>quadro</p> });
        }),
    );
    const Board = lazy(loadBoard);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginForm />} />
            <Route path="/board" element={<Board />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Senha'), 'certa');
    await user.click(await screen.findByLabelText(/não sou um robô/));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
    // The router asked for the board's code: the submit has finished (its own busy state, a more
    // urgent update than the navigation, is over), and only the board's code is missing now.
    await waitFor(() => expect(loadBoard).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Entrando...' })).toBeDisabled();

    showBoard();
    expect(await screen.findByText('quadro')).toBeInTheDocument();
  });

  describe("this browser's device token", () => {
    async function signIn() {
      const fetchMock = stubFetch({
        'POST /v1/auth/login': () =>
          jsonResponse({
            user: testUser(),
            token: 't',
            refreshToken: 'r',
            deviceToken: 'token-emitido',
          }),
      });
      const user = userEvent.setup();
      renderWithProviders(<LoginForm />);
      await user.type(screen.getByLabelText('Email'), 'maria@example.com');
      await user.type(screen.getByLabelText('Senha'), 'certa');
      await user.click(await screen.findByLabelText(/não sou um robô/));
      await user.click(screen.getByRole('button', { name: 'Entrar' }));
      await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
      const [, init] = fetchMock.mock.calls.find(([url]) => url === '/v1/auth/login') ?? [];
      return JSON.parse(String(init?.body)) as Record<string, unknown>;
    }

    it('is sent with the login, and the one answered is kept across a logout', async () => {
      localStorage.setItem(DEVICE_TOKEN_KEY, 'token-guardado');
      const body = await signIn();
      expect(body).toEqual({
        email: 'maria@example.com',
        password: 'certa',
        turnstileToken: expect.any(String),
        deviceToken: 'token-guardado',
      });
      expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('token-emitido');
      useAuthStore.getState().logout();
      expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('token-emitido');
    });

    it('is left out when this browser has none yet', async () => {
      const body = await signIn();
      expect(body).not.toHaveProperty('deviceToken');
      expect(localStorage.getItem(DEVICE_TOKEN_KEY)).toBe('token-emitido');
    });
  });
});
