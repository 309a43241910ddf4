import { MAX_SEARCH_QUERY, type SearchResult } from '@quadro/contracts';
import { Loader2, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { errorMessage } from '../../../lib/http';
import { paths } from '../../../lib/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchCards } from '../api/search-cards';
import { groupResultsByBoard } from '../logic/group-results';
import { SearchResults } from './search-results';

/** The pause in typing after which the search asks the server. */
const SEARCH_DEBOUNCE_MS = 200;

const HINT = 'Busque por cartões, descrições, comentários, etiquetas e checklists';

export interface SearchDialogProps {
  /** The workspace on screen, searched alone; all of the caller's when null. */
  workspaceId: string | null;
  onClose: () => void;
}

/**
 * The search (a combobox): results grouped by board while typing, walked with the arrow keys,
 * Enter opens the card's dialog on its board, Esc closes.
 */
export function SearchDialog({ workspaceId, onClose }: SearchDialogProps) {
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const [text, setText] = useState('');
  const [includeArchived, setIncludeArchived] = useState(false);
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchCards({ q, workspaceId, includeArchived });
  const groups = useMemo(
    () => groupResultsByBoard(search.data?.pages.flatMap((page) => page.results) ?? []),
    [search.data],
  );
  const shown = groups.flatMap((group) => group.results.map(({ result }) => result));

  // A new search starts with no result chosen; more pages of the same one keep the choice.
  const searchKey = `${q}\n${String(includeArchived)}`;
  const [active, setActive] = useState({ searchKey, index: -1 });
  const activeIndex = active.searchKey === searchKey ? active.index : -1;
  const choose = (index: number) => setActive({ searchKey, index });

  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function open(result: SearchResult) {
    onClose();
    void navigate(paths.board(result.boardId, result.id));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (shown.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      choose((activeIndex + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Only the results of what is typed: not those of a query still being replaced.
      const current = q === text.trim() && !search.isPlaceholderData;
      const chosen = shown[activeIndex] ?? shown[0];
      if (chosen && current) open(chosen);
    }
  }

  const showResults = q.length > 0 && shown.length > 0;
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent title="Busca" placement="top" size="2xl">
        <div className="space-y-3">
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              role="combobox"
              aria-label="Buscar cartões"
              aria-autocomplete="list"
              aria-expanded={showResults}
              aria-controls={listboxId}
              aria-activedescendant={showResults ? activeId : undefined}
              autoComplete="off"
              spellCheck={false}
              autoFocus
              maxLength={MAX_SEARCH_QUERY}
              placeholder="Buscar cartões…"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={handleKeyDown}
              className="pr-9 pl-9"
            />
            {search.isFetching && (
              <Loader2
                className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-slate-500"
                aria-hidden="true"
              />
            )}
          </div>
          <label className="flex w-fit cursor-pointer items-center gap-2 text-sm text-slate-700">
            <Checkbox
              checked={includeArchived}
              onChange={(event) => setIncludeArchived(event.target.checked)}
            />
            Incluir arquivados
          </label>

          {q.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-600">{HINT}</p>
          ) : search.isPending ? (
            <p role="status" className="py-4 text-center text-sm text-slate-600">
              Buscando...
            </p>
          ) : search.isError && shown.length === 0 ? (
            <RetryAlert
              message={errorMessage(search.error, 'Erro ao buscar.')}
              retrying={search.isRefetching}
              onRetry={() => void search.refetch()}
            />
          ) : shown.length === 0 ? (
            <p role="status" className="py-4 text-center text-sm text-slate-600">
              Nenhum resultado para “{q}”
            </p>
          ) : (
            <p role="status" className="sr-only">
              {shown.length === 1 ? '1 resultado' : `${shown.length} resultados`}
            </p>
          )}
          {/* Always in the page, so the field's aria-controls names an element. */}
          <SearchResults
            id={listboxId}
            groups={showResults ? groups : []}
            activeIndex={activeIndex}
            optionId={optionId}
            busy={search.isFetching}
            onActivate={choose}
            onOpen={open}
          />
          {showResults && <LoadMore pages={search} error="Erro ao carregar mais resultados." />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
