import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { INVALID_RESET_TOKEN, ResetPasswordForm } from './reset-password-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetPasswordForm', () => {
  it('without a token shows the invalid-token message and disables the form', () => {
    stubFetch();
    renderWithProviders(<ResetPasswordForm />, { path: '/reset-password' });

    expect(screen.getByText(INVALID_RESET_TOKEN)).toBeInTheDocument();
    expect(INVALID_RESET_TOKEN).toBe(
      'Token inválido ou expirado. Por favor, solicite um novo link de redefinição.',
    );
    expect(screen.getByLabelText('Nova senha')).toBeDisabled();
    expect(screen.getByLabelText('Confirme a nova senha')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redefinir senha' })).toBeDisabled();
  });

  it('checks the match before the password rules', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm />, { path: '/reset-password?token=abc' });

    await user.type(screen.getByLabelText('Nova senha'), 'curta');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'diferente');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('As senhas não coincidem')).toBeInTheDocument();
    expect(screen.queryByText('A senha deve ter pelo menos 12 caracteres')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirme a nova senha'));
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'curta');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(
      await screen.findByText('A senha deve ter pelo menos 12 caracteres'),
    ).toBeInTheDocument();
    expect(screen.queryByText('As senhas não coincidem')).not.toBeInTheDocument();
  });

  it('posts token and password, then shows the success view', async () => {
    const fetchMock = stubFetch({
      'POST /v1/auth/reset-password': () => jsonResponse({ message: 'Senha redefinida' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ResetPasswordForm />, { path: '/reset-password?token=abc' });

    await user.type(screen.getByLabelText('Nova senha'), 'Senha-Forte-123');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'Senha-Forte-123');
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));

    expect(await screen.findByText('Senha Redefinida com Sucesso!')).toBeInTheDocument();
    const body = fetchMock.mock.calls.find(([url]) => url === '/v1/auth/reset-password')?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ token: 'abc', password: 'Senha-Forte-123' });
  });
});
