import type { Member } from '@quadro/contracts';

/** How many members the mention list offers at once. */
export const MAX_MENTION_OPTIONS = 8;

/** Lowercase and without accents: names are compared this way ('jose' finds 'José'). */
export const foldName = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ');

/** The '@name' typed before the caret: where its '@' is, and what follows it. */
export interface MentionQuery {
  start: number;
  query: string;
}

// '@' at the start or after a space or '(', then a letter; a full name may hold spaces.
const TYPED_MENTION = /(?:^|[\s(])@(\p{L}[\p{L}\p{M}'’.\- ]{0,59})$/u;

/** The mention being typed at `caret`, if any. */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = TYPED_MENTION.exec(before);
  if (!match?.[1]) return null;
  return { start: caret - match[1].length - 1, query: match[1] };
}

/**
 * The members whose name starts with `query`, or has a word that does, first those whose name
 * starts with it; only members with a name, since a mention is '@' and the full name.
 */
export function membersMatching(members: readonly Member[], query: string): Member[] {
  const wanted = foldName(query);
  const ranked: { member: Member; rank: number }[] = [];
  for (const member of members) {
    const name = foldName(member.name.trim());
    if (!name) continue;
    if (name.startsWith(wanted)) ranked.push({ member, rank: 0 });
    else if (name.includes(` ${wanted}`)) ranked.push({ member, rank: 1 });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.member.name.localeCompare(b.member.name, 'pt-BR'))
    .slice(0, MAX_MENTION_OPTIONS)
    .map(({ member }) => member);
}

/** The text with the mention at `mention` replaced by '@Full Name ', and where the caret goes. */
export function insertMention(
  text: string,
  mention: MentionQuery,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name.trim()} `;
  const before = text.slice(0, mention.start);
  const after = text.slice(caret).replace(/^ /, '');
  return { text: before + inserted + after, caret: before.length + inserted.length };
}
