/**
 * A card's description as the tile's two-line snippet: the words without Markdown's marks, so an
 * imported Trello card reads 'Anexos do Trello - proposta.pdf', not '**Anexos do Trello** - [proposta.pdf](<https://…>)'.
 * Light by design: the tile is on the board's first screen, where the Markdown renderer is not loaded.
 */
export function descriptionSnippet(markdown: string): string {
  return markdown
    .replace(/!?\[((?:\\.|[^\]\\])*)\]\((?:<[^>]*>|[^)\s]*)(?:\s+"[^"]*")?\)/g, '$1')
    .replace(/<(https?:\/\/[^>\s]+)>/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|~~|`)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,!?:;]|$)/gm, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!>~|])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
