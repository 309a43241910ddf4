import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { VerifyEmailStatus } from './verify-email-status';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VerifyEmailStatus', () => {
  it('posts the single-use token once, even under StrictMode', async () => {
    const fetchMock = stubFetch({
      'POST /v1/auth/verify-email': () => jsonResponse({ message: 'ok' }),
    });
    renderWithProviders(
      <StrictMode>
        <VerifyEmailStatus />
      </StrictMode>,
      { path: '/verify-email?token=tok' },
    );

    expect(await screen.findByText('Email verificado com sucesso!')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/v1/auth/verify-email')).toHaveLength(1);
  });

  it('without a token says so and posts nothing', () => {
    const fetchMock = stubFetch();
    renderWithProviders(<VerifyEmailStatus />, { path: '/verify-email' });
    expect(screen.getByText('Token de verificação não encontrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server error', async () => {
    stubFetch({
      'POST /v1/auth/verify-email': () =>
        jsonResponse(
          { error: 'Link de verificação inválido ou expirado', code: 'INVALID_EMAIL_TOKEN' },
          400,
        ),
    });
    renderWithProviders(<VerifyEmailStatus />, { path: '/verify-email?token=tok' });
    expect(await screen.findByText('Link de verificação inválido ou expirado')).toBeInTheDocument();
  });
});
