import { z } from 'zod';
import { optionalText, requiredName } from './fields.js';
import { MAX_BOARD_NAME, MAX_DESCRIPTION, MAX_WORKSPACE_NAME } from './limits.js';
import { ROLES } from './permissions.js';
import { THEME_IDS } from './themes.js';
import { boardSummarySchema } from './boards.js';
import { regionSchema } from './calendar/holidays.js';
import { REGION_CODES } from './calendar/regions.js';

export const roleSchema = z.enum(ROLES);

export const memberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  avatarUrl: z.string().nullable(),
  /** Said online recently enough (PRESENCE_TIMEOUT_MS), by the server's clock. */
  isOnline: z.boolean(),
  lastSeen: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const workspaceSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  theme: z.enum(THEME_IDS),
  role: roleSchema,
  /**
   * Whether the owner's trial or paid period is running: without it the workspace is read-only
   * for everyone (writes answer 402) until the owner subscribes.
   */
  ownerPlanActive: z.boolean(),
  /** Whose public holidays count as days off: Brazil's, or Brazil's and a state's. */
  region: z.enum(REGION_CODES),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspaceSchema = workspaceSummarySchema.extend({ members: z.array(memberSchema) });
export type Workspace = z.infer<typeof workspaceSchema>;

export const createWorkspaceRequestSchema = z.object({
  name: requiredName('Nome é obrigatório', MAX_WORKSPACE_NAME),
  description: optionalText(MAX_DESCRIPTION).optional(),
  boardName: requiredName('Nome do quadro é obrigatório', MAX_BOARD_NAME).optional(),
});
export type CreateWorkspaceRequest = z.input<typeof createWorkspaceRequestSchema>;

export const updateWorkspaceRequestSchema = z
  .object({
    name: requiredName('Nome é obrigatório', MAX_WORKSPACE_NAME).optional(),
    description: optionalText(MAX_DESCRIPTION).optional(),
    theme: z.enum(THEME_IDS, { error: 'Tema inválido' }).optional(),
    region: regionSchema.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Nada para atualizar',
  );
export type UpdateWorkspaceRequest = z.input<typeof updateWorkspaceRequestSchema>;

export const workspacesResponseSchema = z.object({ workspaces: z.array(workspaceSummarySchema) });
export const workspaceResponseSchema = z.object({ workspace: workspaceSchema });
export const workspaceSummaryResponseSchema = z.object({ workspace: workspaceSummarySchema });
/** A new workspace comes with its seeded board, which the client opens. */
export const createWorkspaceResponseSchema = z.object({
  workspace: workspaceSchema,
  board: boardSummarySchema,
});
export type CreateWorkspaceResponse = z.infer<typeof createWorkspaceResponseSchema>;
export type WorkspacesResponse = z.infer<typeof workspacesResponseSchema>;
export type WorkspaceResponse = z.infer<typeof workspaceResponseSchema>;
export type WorkspaceSummaryResponse = z.infer<typeof workspaceSummaryResponseSchema>;
/** What `createWorkspaceRequestSchema` hands the API once parsed. */
export type CreateWorkspaceInput = z.output<typeof createWorkspaceRequestSchema>;
/** What `updateWorkspaceRequestSchema` hands the API once parsed. */
export type UpdateWorkspaceInput = z.output<typeof updateWorkspaceRequestSchema>;
