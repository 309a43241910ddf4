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
  /** A list's colour, when the source has one (else our new list's). */
  lists: { key: string; name: string; color?: string; archived: boolean }[];
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
  /** A member of the workspace imported into; none when the source names no one here. */
  assigneeId?: string | null;
  checklists: { title: string; items: PlannedItem[] }[];
  /** Oldest first; by the importer unless `userId` names a member of the workspace. */
  comments: { content: string; createdAt: Date; userId?: string }[];
}

export interface PlannedItem {
  text: string;
  done: boolean;
  assigneeId?: string | null;
  dueDate?: Date | null;
}

export interface PlannedImport {
  plan: BoardPlan;
  report: ImportReport;
}

/** The report's counts of what the plan writes; the rest is the source's to say. */
export function reportOf(
  plan: BoardPlan,
  rest: Pick<ImportReport, 'commentsMissing' | 'attachments' | 'members' | 'warnings'>,
): ImportReport {
  const checklists = plan.cards.flatMap((card) => card.checklists);
  return {
    boardName: plan.name,
    lists: plan.lists.length,
    cards: plan.cards.length,
    archivedCards: plan.cards.filter((card) => card.archived).length,
    labels: plan.labels.length,
    checklists: checklists.length,
    checkItems: checklists.reduce((sum, checklist) => sum + checklist.items.length, 0),
    comments: plan.cards.reduce((sum, card) => sum + card.comments.length, 0),
    ...rest,
  };
}
