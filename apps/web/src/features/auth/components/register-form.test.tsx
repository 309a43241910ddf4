import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { RegisterForm } from './register-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useAuthStore.getState().logout();
});

describe('RegisterForm', () => {
  it('shows the first failing password rule and the mismatch together', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);

    await user.type(screen.getByLabelText('Nome completo'), 'Maria da Silva');
    await user.type(screen.getByLabelText('Email'), 'maria@example.com');
    await user.type(screen.getByLabelText('Senha'), 'abcdefghijklm');
    await user.type(screen.getByLabelText('Confirme a senha'), 'outra coisa');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument();
    expect(
      screen.getByText('A senha deve conter pelo menos uma letra maiúscula'),
    ).toBeInTheDocument();
    expect(screen.getByText('Por favor, complete a verificação de segurança')).toBeInTheDocument();
  });

  it('ticks the checklist live and shows the strength label', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);

    await user.type(screen.getByLabelText('Senha'), 'aA1');
    expect(screen.getByText('Uma letra maiúscula').closest('li')).toHaveAttribute(
      'data-met',
      'true',
    );
    expect(screen.getByText('Pelo menos 12 caracteres').closest('li')).toHaveAttribute(
      'data-met',
      'false',
    );
    expect(screen.getByTestId('password-strength-label')).toHaveTextContent('Fraca');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('placeholder', 'Mínimo 12 caracteres');
  });

  it('registers with the dev token, keeps the session and shows the server error otherwise', async () => {
    let attempt = 0;
    const fetchMock = stubFetch({
      'POST /v1/auth/register': () =>
        ++attempt === 1
          ? jsonResponse({ error: 'Este email já está cadastrado', code: 'EMAIL_TAKEN' }, 409)
          : jsonResponse(
              {
                user: {
                  id: '00000000-0000-4000-8000-000000000001',
                  name: 'Maria da Silva',
                  email: 'maria@example.com',
                  emailVerified: false,
                  subscriptionStatus: 'trial',
                  trialEndsAt: null,
                  avatarUrl: null,
                },
                token: 't',
                refreshToken: 'r',
              },
              201,
            ),
    });
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm />);

    await user.type(screen.getByLabelText('Nome completo'), 'Maria da Silva');
    await user.type(screen.getByLabelText('Email'), 'Maria@Example.com');
    await user.type(screen.getByLabelText('Senha'), 'Senha-Forte-123');
    await user.type(screen.getByLabelText('Confirme a senha'), 'Senha-Forte-123');
    await user.click(await screen.findByLabelText(/não sou um robô/));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Este email já está cadastrado');
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Maria da Silva');

    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Conta criada com sucesso!')).toBeInTheDocument();
    const body = fetchMock.mock.calls.find(([url]) => url === '/v1/auth/register')?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({
      name: 'Maria da Silva',
      email: 'maria@example.com',
      password: 'Senha-Forte-123',
      turnstileToken: 'XXXX.DUMMY.TOKEN.XXXX',
    });
    await waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(true));
  });

  it('locks an invited e-mail', () => {
    stubFetch();
    renderWithProviders(<RegisterForm lockedEmail="convidada@example.com" />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('convidada@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(
      screen.getByText('Este email não pode ser alterado pois está vinculado ao convite'),
    ).toBeInTheDocument();
  });
});
