const isWordCharacter = (character: string | undefined) =>
  character !== undefined && /[\p{L}\p{N}_]/u.test(character);

const fold = (text: string) => text.toLocaleLowerCase('pt-BR');

/**
 * Who a comment mentions: '@' then a member's full name, in any case, not followed by more of a
 * word. Where two names start alike ('@Ana' and '@Ana Souza') the longer one that fits wins.
 * A name nobody in the workspace has stays plain text.
 */
export function mentionedIn(
  content: string,
  members: readonly { id: string; name: string }[],
): string[] {
  const text = fold(content);
  const byLength = members
    .map(({ id, name }) => ({ id, needle: `@${fold(name.trim())}` }))
    .filter(({ needle }) => needle.length > 1)
    .sort((a, b) => b.needle.length - a.needle.length);
  const mentioned = new Set<string>();
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    const match = byLength.find(
      ({ needle }) => text.startsWith(needle, at) && !isWordCharacter(text[at + needle.length]),
    );
    if (match) mentioned.add(match.id);
  }
  return [...mentioned];
}
