import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 0, null],
    ['a', 1, 'Muito fraca'],
    ['aA', 1, 'Muito fraca'],
    ['aA1', 2, 'Fraca'],
    ['aA1!', 3, 'Boa'],
    ['Aaaaaaaaaa1!', 4, 'Forte'],
  ])('%j fills %i of 4 bars and reads %j', (password, level, label) => {
    const { container } = render(<PasswordStrengthMeter password={password} />);
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuenow', String(level));
    expect(container.querySelectorAll('[data-filled="true"]')).toHaveLength(level);
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(4);
    if (label) expect(screen.getByTestId('password-strength-label')).toHaveTextContent(label);
    else expect(screen.queryByTestId('password-strength-label')).not.toBeInTheDocument();
  });
});
