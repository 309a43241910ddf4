import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

const classesOf = (name: string) => screen.getByRole('button', { name }).className.split(' ');
/** Colours of the default (primary) and neutral variants, in any state. */
const defaultColours = (classes: string[]) =>
  classes.filter((name) => /^([a-z-]+:)?(bg|text|border)-(brand|slate)/.test(name));

describe('Button', () => {
  it('is the primary (brand) button by default', () => {
    render(<Button>Salvar</Button>);
    expect(classesOf('Salvar')).toEqual(expect.arrayContaining(['bg-brand-600', 'text-on-accent']));
  });

  it('renders the danger variant red, without the default colours', () => {
    render(<Button variant="danger">Excluir</Button>);
    const classes = classesOf('Excluir');
    expect(classes).toEqual(
      expect.arrayContaining(['bg-red-600', 'text-on-danger', 'hover:bg-red-700']),
    );
    expect(defaultColours(classes)).toEqual([]);
  });

  it('renders the quiet danger variant with red text and no other text colour', () => {
    render(<Button variant="danger-ghost">Excluir cartão</Button>);
    const classes = classesOf('Excluir cartão');
    expect(classes).toContain('text-red-700');
    expect(defaultColours(classes)).toEqual([]);
  });

  it('centres its content, or puts it at the start when asked', () => {
    render(
      <>
        <Button>Salvar</Button>
        <Button align="start" fullWidth>
          Excluir cartão
        </Button>
      </>,
    );
    expect(classesOf('Salvar')).toContain('justify-center');
    const start = classesOf('Excluir cartão');
    expect(start).toEqual(expect.arrayContaining(['justify-start', 'w-full']));
    expect(start).not.toContain('justify-center');
  });
});
