import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth.js';
import { createCardRequestSchema } from './cards.js';
import { updateWorkspaceRequestSchema } from './workspaces.js';
import { INVALID_TEXT_MESSAGE, isStorableText } from './text.js';

const LIST_ID = '0b5b0f5e-7a4c-4a55-9d0e-8f2b8d1c9e11';

describe('storable text', () => {
  it('accepts what people type, emoji and accents included', () => {
    expect(isStorableText('Revisão 🚀 do código — ação')).toBe(true);
  });

  it('refuses NUL and lone surrogates', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\udc00')).toBe(false);
  });

  it('is enforced by the request schemas with a pt-BR message', () => {
    const card = createCardRequestSchema.safeParse({ listId: LIST_ID, title: 'Oi\u0000' });
    expect(card.error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE);
    const description = createCardRequestSchema.safeParse({
      listId: LIST_ID,
      title: 'Oi',
      description: '\ud83d',
    });
    expect(description.error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE);
    const workspace = updateWorkspaceRequestSchema.safeParse({ name: 'x\u0000' });
    expect(workspace.error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE);
    const register = registerRequestSchema.safeParse({
      name: 'Maria\u0000',
      email: 'maria@example.com',
      password: 'Senha-Forte-123',
      turnstileToken: 't',
    });
    expect(register.error?.issues[0]?.message).toBe(INVALID_TEXT_MESSAGE);
  });
});
