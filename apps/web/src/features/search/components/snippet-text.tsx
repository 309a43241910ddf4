import type { SearchResult } from '@quadro/contracts';
import { highlightParts } from '../logic/highlight';

/** The result's snippet with the matched words in <mark>. */
export function SnippetText({ snippet, highlights }: Pick<SearchResult, 'snippet' | 'highlights'>) {
  return highlightParts(snippet, highlights).map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-slate-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
