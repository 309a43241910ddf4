export interface SnippetPart {
  text: string;
  /** One of the words the search matched: shown in a <mark>. */
  marked: boolean;
}

/**
 * The snippet cut at its highlights ([start, end) offsets in UTF-16 code units, as the API sends
 * them). Ranges out of bounds are clipped, overlapping or touching ones merged, empty ones
 * ignored, so a bad range never loses text.
 */
export function highlightParts(
  snippet: string,
  highlights: readonly (readonly [number, number])[],
): SnippetPart[] {
  const ranges = highlights
    .map(([start, end]) => [Math.max(0, start), Math.min(snippet.length, end)] as const)
    .filter(([start, end]) => start < end)
    .sort((a, b) => a[0] - b[0]);
  const parts: SnippetPart[] = [];
  let at = 0;
  let open: [number, number] | null = null;
  const flush = () => {
    if (!open) return;
    if (open[0] > at) parts.push({ text: snippet.slice(at, open[0]), marked: false });
    parts.push({ text: snippet.slice(open[0], open[1]), marked: true });
    at = open[1];
    open = null;
  };
  for (const [start, end] of ranges) {
    if (open && start <= open[1]) open[1] = Math.max(open[1], end);
    else {
      flush();
      open = [start, end];
    }
  }
  flush();
  if (at < snippet.length) parts.push({ text: snippet.slice(at), marked: false });
  return parts;
}
