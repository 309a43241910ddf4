import { z } from 'zod';
import { emailSchema } from './auth.js';
import { INVITE_ROLES } from './invite-roles.js';
import { roleSchema } from './workspaces.js';

export const inviteRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(INVITE_ROLES, { error: 'Papel inválido' }).default('member'),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** Tokens are base64url (lib/tokens.ts): anything else is no invite. */
export const inviteTokenParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{1,128}$/, 'Convite inválido ou expirado'),
});

export const sentInviteSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  email: z.string(),
  role: roleSchema,
  expiresAt: z.string(),
});
export const sentInviteResponseSchema = z.object({ invite: sentInviteSchema });
export type SentInviteResponse = z.infer<typeof sentInviteResponseSchema>;

export const inviteInfoSchema = z.object({
  email: z.string(),
  workspaceName: z.string(),
  inviterName: z.string(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

export const acceptInviteResponseSchema = z.object({
  success: z.literal(true),
  workspaceId: z.uuid(),
});
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;

/** An invitation in the notifications bell (spec §3). */
export const pendingInviteSchema = z.object({
  id: z.uuid(),
  token: z.string(),
  inviterName: z.string(),
  workspaceName: z.string(),
  role: roleSchema,
  workspaceId: z.uuid(),
});
export type PendingInvite = z.infer<typeof pendingInviteSchema>;
export const pendingInvitesResponseSchema = z.object({
  invites: z.array(pendingInviteSchema),
  /** Invitations are shown only to a verified address: the bell tells an unverified one why. */
  emailVerified: z.boolean(),
});
export type PendingInvitesResponse = z.infer<typeof pendingInvitesResponseSchema>;

export const memberParamsSchema = z.object({
  id: z.uuid({ error: 'Identificador inválido' }),
  userId: z.uuid({ error: 'Identificador inválido' }),
});
/** A member's new role: anything but owner (a workspace always has exactly one). */
export const updateMemberRequestSchema = z.object({
  role: z.enum(['admin', 'member', 'read_only'], { error: 'Papel inválido' }),
});
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;
/** What `inviteRequestSchema` hands the API once parsed. */
export type InviteInput = z.output<typeof inviteRequestSchema>;
