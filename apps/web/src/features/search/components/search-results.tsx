import type { SearchResult } from '@quadro/contracts';
import { cn } from '../../../lib/cn';
import type { ResultGroup } from '../logic/group-results';
import { SnippetText } from './snippet-text';

export interface SearchResultsProps {
  id: string;
  groups: readonly ResultGroup[];
  /** The result the arrow keys are on (-1: none). */
  activeIndex: number;
  optionId: (index: number) => string;
  busy: boolean;
  onActivate: (index: number) => void;
  onOpen: (result: SearchResult) => void;
}

/**
 * The combobox's listbox: a group per board, an option per card with its list, its snippet
 * (matched words marked) and 'Arquivado' when it is. The focus stays in the search field.
 */
export function SearchResults({
  id,
  groups,
  activeIndex,
  optionId,
  busy,
  onActivate,
  onOpen,
}: SearchResultsProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Resultados da busca"
      aria-busy={busy}
      className="space-y-3"
    >
      {groups.map((group) => {
        const headingId = `${id}-board-${group.boardId}`;
        return (
          <div key={group.boardId} role="group" aria-labelledby={headingId}>
            <div
              id={headingId}
              className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {group.boardName}
            </div>
            {group.results.map(({ result, index }) => (
              <div
                key={result.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // The field keeps the focus; a click only chooses.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => onActivate(index)}
                onClick={() => onOpen(result)}
                className={cn(
                  'cursor-pointer rounded-lg px-2 py-2',
                  index === activeIndex ? 'bg-brand-50 ring-1 ring-brand-200' : 'hover:bg-slate-50',
                )}
              >
                <div className="flex items-center gap-2">
                  <span className="min-w-0 truncate text-sm font-medium text-slate-900">
                    {result.title}
                  </span>
                  {result.archived && (
                    <span className="shrink-0 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
                      Arquivado
                    </span>
                  )}
                </div>
                <p className="truncate text-xs text-slate-600">na lista {result.listName}</p>
                {result.snippet && (
                  <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-700">
                    <SnippetText snippet={result.snippet} highlights={result.highlights} />
                  </p>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
