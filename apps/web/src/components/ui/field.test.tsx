import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { InputField } from './input-field';
import { Select } from './select';
import { Textarea } from './textarea';

describe('Field', () => {
  it('labels its control and describes it by the hint and the error it shows', () => {
    render(
      <Field id="about" label="Sobre" hint="Até 200 caracteres" error="Muito longo">
        {(control) => <Textarea {...control} />}
      </Field>,
    );
    const control = screen.getByRole('textbox', { name: 'Sobre' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Até 200 caracteres Muito longo');
  });

  it('without an error, the control is valid and described by nothing', () => {
    render(
      <Field id="state" label="Estado">
        {(control) => (
          <Select {...control}>
            <option value="">Selecione</option>
          </Select>
        )}
      </Field>,
    );
    const control = screen.getByRole('combobox', { name: 'Estado' });
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
  });

  it('InputField wires an Input the same way', () => {
    render(<InputField id="name" label="Nome" error="Informe o nome" />);
    const control = screen.getByRole('textbox', { name: 'Nome' });
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription('Informe o nome');
  });
});
