import { z } from 'zod';

/*
 * A Trello board's JSON export (Menu → Imprimir e exportar → JSON), as far as an import reads it.
 * Only what places a thing is required (ids, and the list a card is in); every other field falls
 * back to a neutral value, so exports of other years (older ones name their labels by colour in
 * `labelNames`) and hand-edited files still import, with warnings where something was lost.
 */

const trelloId = z.string().min(1).max(200);
const text = z.string().catch('');
const flag = z.boolean().catch(false);
/** Trello's order key: a float, sometimes huge; a missing one sorts last. */
const pos = z.number().finite().catch(Number.MAX_VALUE);
const optionalText = z.string().nullable().optional().catch(null);
/** A list whose unreadable entries are null (the plan counts them) and that is empty when absent. */
const entries = <T extends z.ZodType>(item: T) => z.array(item.nullable().catch(null)).catch([]);

const label = z.object({
  id: trelloId,
  name: text,
  color: optionalText,
});

const attachment = z.object({ name: text, url: text });

const card = z.object({
  id: trelloId,
  idList: trelloId,
  name: text,
  desc: text,
  closed: flag,
  pos,
  due: optionalText,
  dueComplete: flag,
  idLabels: z.array(z.string()).optional().catch(undefined),
  /** Older exports: the card's labels whole, by colour. */
  labels: entries(z.object({ id: z.string().optional().catch(undefined), color: optionalText })),
  attachments: entries(attachment),
  badges: z
    .object({ comments: z.number().int().nonnegative().catch(0) })
    .catch({ comments: 0 })
    .default({ comments: 0 }),
});

const checklist = z.object({
  id: trelloId,
  idCard: trelloId,
  name: text,
  pos,
  checkItems: entries(z.object({ name: text, state: text, pos })),
});

const member = z.object({ id: z.string().catch(''), fullName: text, username: text });

/** Every action is read loosely: only comments are imported, the rest is history it ends. */
const action = z.object({
  type: text,
  date: text,
  idMemberCreator: z.string().catch(''),
  memberCreator: z.object({ fullName: text }).optional().catch(undefined),
  data: z
    .object({
      text: z.string().optional().catch(undefined),
      card: z
        .object({ id: z.string().catch('') })
        .optional()
        .catch(undefined),
    })
    .catch({}),
});

export const trelloBoardSchema = z.object({
  id: trelloId,
  name: text,
  closed: flag,
  prefs: z.object({ backgroundColor: optionalText }).catch({ backgroundColor: null }).optional(),
  labels: z.array(label).optional(),
  labelNames: z.record(z.string(), z.string().catch('')).optional().catch(undefined),
  lists: z.array(z.object({ id: trelloId, name: text, closed: flag, pos })),
  cards: z.array(card),
  checklists: entries(checklist),
  members: entries(member),
  actions: entries(action),
});

export type TrelloBoard = z.infer<typeof trelloBoardSchema>;
export type TrelloCard = TrelloBoard['cards'][number];
export type TrelloLabel = z.infer<typeof label>;
