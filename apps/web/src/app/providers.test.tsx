import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { AppProviders } from './providers';

describe('AppProviders', () => {
  it('shows toasts at the bottom left, clear of the headers at the top', async () => {
    render(
      <AppProviders>
        <p>página</p>
      </AppProviders>,
    );
    toast.error('Não foi possível salvar');

    const shown = await screen.findByText('Não foi possível salvar');
    const toaster = shown.closest<HTMLElement>('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    expect(toaster).toHaveAttribute('data-x-position', 'left');
    expect(toaster?.style.getPropertyValue('--offset-bottom')).toBe('24px');
    expect(toaster?.style.getPropertyValue('--mobile-offset-bottom')).toBe('16px');
  });
});
