import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controlClass } from './control-class';
import { Input } from './input';
import { Select } from './select';
import { Textarea } from './textarea';

describe('controlClass', () => {
  it('gives text fields, text areas and selects the same look', () => {
    render(
      <>
        <Input aria-label="Nome" />
        <Textarea aria-label="Descrição" />
        <Select aria-label="Lista">
          <option>A Fazer</option>
        </Select>
      </>,
    );
    const shared = controlClass().split(' ');
    for (const control of [
      screen.getByRole('textbox', { name: 'Nome' }),
      screen.getByRole('textbox', { name: 'Descrição' }),
      screen.getByRole('combobox', { name: 'Lista' }),
    ]) {
      expect(control.className.split(' ')).toEqual(expect.arrayContaining(shared));
    }
  });

  it('swaps the border for the invalid one instead of adding to it', () => {
    render(<Input aria-label="Email" invalid />);
    const classes = screen.getByRole('textbox', { name: 'Email' }).className.split(' ');
    expect(classes).toContain('border-red-500');
    expect(classes).not.toContain('border-slate-300');
  });

  it('sizes an in-place title editor like the heading it replaces', () => {
    render(<Textarea aria-label="Título" variant="heading" />);
    const classes = screen.getByRole('textbox', { name: 'Título' }).className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['min-h-0', 'px-2', 'py-1', 'text-lg']));
    expect(classes).not.toContain('min-h-24');
    expect(classes).not.toContain('text-sm');
    expect(classes).not.toContain('px-3');
  });

  it('tints a highlighted select instead of adding colours to the plain ones', () => {
    render(
      <Select aria-label="Filtrar por membro" highlighted leadingIcon>
        <option>Sem responsável</option>
      </Select>,
    );
    const classes = screen.getByRole('combobox', { name: 'Filtrar por membro' }).className;
    expect(classes.split(' ')).toEqual(
      expect.arrayContaining(['border-brand-300', 'bg-brand-50', 'text-brand-800', 'pl-8']),
    );
    expect(classes).not.toMatch(/(^| )(border-slate-300|bg-white|text-slate-900|pl-3)( |$)/);
  });
});
