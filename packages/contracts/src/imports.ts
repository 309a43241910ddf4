import { z } from 'zod';

/**
 * What an import would write, told before anything is written (issue #24): the counts, the
 * people to invite (an export carries no e-mail), and in pt-BR everything that was changed or
 * left out on the way.
 */
export const importReportSchema = z.object({
  boardName: z.string(),
  lists: z.number().int(),
  cards: z.number().int(),
  archivedCards: z.number().int(),
  labels: z.number().int(),
  checklists: z.number().int(),
  checkItems: z.number().int(),
  comments: z.number().int(),
  /** Comments the board had that the export left out (Trello keeps its latest 1,000 actions). */
  commentsMissing: z.number().int(),
  attachments: z.number().int(),
  members: z.array(z.object({ fullName: z.string(), username: z.string() })),
  warnings: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importQuerySchema = z.object({
  /** A preview: the report, nothing written. */
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun deve ser true ou false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type ImportQuery = z.input<typeof importQuerySchema>;

export const importPreviewResponseSchema = z.object({ report: importReportSchema });
export const importResponseSchema = z.object({
  board: z.object({ id: z.uuid() }),
  report: importReportSchema,
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponseSchema>;
export type ImportResponse = z.infer<typeof importResponseSchema>;
