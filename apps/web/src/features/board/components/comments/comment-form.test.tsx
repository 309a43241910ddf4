import type { Member } from '@quadro/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub';
import { jsonResponse, renderWithProviders } from '../../../../test/render';
import { CommentForm } from './comment-form';

afterEach(() => vi.unstubAllGlobals());

const CARD = '7d8f7c1e-0000-4000-8000-000000000001';
const POST = `POST /v1/comments/card/${CARD}`;

const member = (n: number, name: string): Member => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  email: `pessoa${n}@example.com`,
  role: 'member',
  avatarUrl: null,
  isOnline: false,
  lastSeen: null,
});
const members = [
  member(1, 'José Álvares'),
  member(2, 'Joana Lima'),
  member(3, 'Ana Souza'),
  member(4, 'Mariana Jó'),
];

function renderForm() {
  const posted: unknown[] = [];
  stubFetch({
    [POST]: (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return jsonResponse({ comment: null }, 201);
    },
  });
  renderWithProviders(<CommentForm cardId={CARD} members={members} />);
  const field = screen.getByRole('textbox', { name: 'Escreva um comentário' });
  return { field, posted };
}

const combobox = () => screen.getByRole('combobox', { name: 'Menções' });
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Mencionar membro' }))
    .getAllByRole('option')
    // The avatar's initial is decorative: the name is the option's last part.
    .map((option) => option.lastElementChild?.textContent);

describe('CommentForm mentions', () => {
  it('offers the members an @ names, moves with the arrows and writes the full name on Enter', async () => {
    const user = userEvent.setup();
    const { field, posted } = renderForm();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');

    await user.type(field, 'Oi @');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(field, 'jo');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    // Names that start with it first, then a word that does; no case nor accent counts.
    expect(optionNames()).toEqual(['Joana Lima', 'José Álvares', 'Mariana Jó']);
    const [first, second, third] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', first!.id);

    await user.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(third).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(field).toHaveValue('Oi @José Álvares ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await user.type(field, 'pode revisar?');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(posted).toEqual([{ content: 'Oi @José Álvares pode revisar?' }]));
  });

  it('picks with Tab, ignores accents and case, and inserts at the caret', async () => {
    const user = userEvent.setup();
    const { field } = renderForm();

    await user.type(field, 'ver com  agora');
    // The caret goes back between the two spaces.
    await user.keyboard('{ArrowLeft>6/}');
    await user.type(field, '@ALVA', { skipClick: true });
    expect(optionNames()).toEqual(['José Álvares']);
    await user.keyboard('{Tab}');
    expect(field).toHaveValue('ver com @José Álvares agora');
    expect(field).toHaveFocus();
    expect(field).toHaveProperty('selectionStart', 'ver com @José Álvares '.length);
  });

  it('closes on Esc until a new @, and takes a pick by pointer without losing the focus', async () => {
    const user = userEvent.setup();
    const { field } = renderForm();

    await user.type(field, '@an');
    expect(optionNames()).toEqual(['Ana Souza']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(field, 'a');
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.type(field, ' e @sou');
    await user.click(screen.getByRole('option', { name: 'Ana Souza' }));
    expect(field).toHaveValue('@ana e @Ana Souza ');
    expect(field).toHaveFocus();
  });

  it('offers nothing for a word with no member, or an e-mail address', async () => {
    const user = userEvent.setup();
    const { field } = renderForm();
    await user.type(field, '@xyz maria@jo');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });
});
