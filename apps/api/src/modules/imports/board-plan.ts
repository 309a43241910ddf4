import type { ImportReport, LabelColor } from '@quadro/contracts';

/**
 * A board as an import writes it, whatever it came from: every thing in its order, named by a key
 * of the source (its id there) until the writer gives it ours. Texts already fit our limits.
 */
export interface BoardPlan {
  name: string;
  /** `#rrggbb`, or the default colour. */
  color: string | undefined;
  labels: { key: string; name: string; color: LabelColor }[];
  lists: { key: string; name: string; archived: boolean }[];
  /** In board order: by list, then by their order in it. */
  cards: PlannedCard[];
}

export interface PlannedCard {
  listKey: string;
  title: string;
  description: string;
  dueDate: Date | null;
  dueComplete: boolean;
  archived: boolean;
  labelKeys: string[];
  checklists: { title: string; items: { text: string; done: boolean }[] }[];
  /** Oldest first. */
  comments: { content: string; createdAt: Date }[];
}

export interface PlannedImport {
  plan: BoardPlan;
  report: ImportReport;
}
