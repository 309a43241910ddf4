import type { Member } from '@quadro/contracts';
import { describe, expect, it } from 'vitest';
import { insertMention, membersMatching, mentionAt } from './mentions';

const member = (name: string): Member => ({
  id: `id-${name}`,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  role: 'member',
  avatarUrl: null,
  isOnline: false,
  lastSeen: null,
});

const members = [
  member('José Álvares'),
  member('Ana Souza'),
  member('Mariana Jó'),
  member(''),
  member('Joana Lima'),
];
const names = (query: string) => membersMatching(members, query).map((m) => m.name);

describe('mentionAt', () => {
  it('finds an @ and the letters after it, at the start or after a space', () => {
    expect(mentionAt('@jo', 3)).toEqual({ start: 0, query: 'jo' });
    expect(mentionAt('oi @Ana S', 9)).toEqual({ start: 3, query: 'Ana S' });
    expect(mentionAt('veja (@ana', 10)).toEqual({ start: 6, query: 'ana' });
  });

  it('needs a letter after the @, and no word glued before it', () => {
    expect(mentionAt('@', 1)).toBeNull();
    expect(mentionAt('@ ana', 5)).toBeNull();
    expect(mentionAt('maria@ana', 9)).toBeNull();
    expect(mentionAt('@ana\nsouza', 10)).toBeNull();
  });

  it('reads only up to the caret', () => {
    expect(mentionAt('@ana souza', 4)).toEqual({ start: 0, query: 'ana' });
  });
});

describe('membersMatching', () => {
  it('ignores case and accents, and puts names that start with the query first', () => {
    expect(names('jo')).toEqual(['Joana Lima', 'José Álvares', 'Mariana Jó']);
    expect(names('ALVA')).toEqual(['José Álvares']);
    expect(names('ana  s')).toEqual(['Ana Souza']);
    expect(names('souza lima')).toEqual([]);
  });

  it('offers no member without a name', () => {
    expect(membersMatching([member('')], 'a')).toEqual([]);
  });
});

describe('insertMention', () => {
  it('replaces what was typed with the full name and a space, the caret after it', () => {
    expect(insertMention('oi @jo tudo bem', { start: 3, query: 'jo' }, 6, 'José Álvares')).toEqual({
      text: 'oi @José Álvares tudo bem',
      caret: 17,
    });
    expect(insertMention('@an', { start: 0, query: 'an' }, 3, 'Ana Souza')).toEqual({
      text: '@Ana Souza ',
      caret: 11,
    });
  });
});
