import type { Label } from '@quadro/contracts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const BoardLabelsContext = createContext<ReadonlyMap<string, Label>>(new Map());

/** The board's labels by id, for the tiles (a card names its labels by id). */
export function BoardLabelsProvider({
  labels,
  children,
}: {
  labels: readonly Label[];
  children: ReactNode;
}) {
  const byId = useMemo(() => new Map(labels.map((label) => [label.id, label])), [labels]);
  return <BoardLabelsContext value={byId}>{children}</BoardLabelsContext>;
}

export const useBoardLabels = (): ReadonlyMap<string, Label> => useContext(BoardLabelsContext);
