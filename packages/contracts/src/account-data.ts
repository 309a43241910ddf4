import { z } from 'zod';
import { id } from './fields.js';
import { MAX_PASSWORD_LENGTH } from './limits.js';
import { notificationPreferencesSchema } from './notifications.js';

/**
 * LGPD self-service (issue #24): 'Exportar meus dados' (`GET /v1/users/me/export`), 'Excluir minha
 * conta' (`DELETE /v1/users/me`), and handing a workspace to an admin before leaving it
 * (`POST /v1/workspaces/:id/transfer-ownership`).
 */
export const ACCOUNT_EXPORT_FORMAT = 'quadro-account';

const instant = z.string();
/**
 * A card's title, a board's or a workspace's name as it is now: null where the person is no
 * longer a member (their own words stay; what others renamed since is not theirs to read).
 */
const currentName = z.string().nullable();
const nullableInstant = instant.nullable();

/** Everything Quadro holds about the person, by section; times ISO 8601 in UTC. */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: instant,
  profile: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    emailVerifiedAt: nullableInstant,
    trialEndsAt: instant,
    lastSeenAt: nullableInstant,
    createdAt: instant,
  }),
  preferences: notificationPreferencesSchema,
  memberships: z.array(
    z.object({ workspaceId: z.uuid(), workspace: z.string(), role: z.string(), since: instant }),
  ),
  cardsAssigned: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      board: z.string(),
      list: z.string(),
      dueDate: nullableInstant,
      dueComplete: z.boolean(),
      archivedAt: nullableInstant,
    }),
  ),
  checklistItemsAssigned: z.array(
    z.object({
      id: z.uuid(),
      text: z.string(),
      card: currentName,
      done: z.boolean(),
      dueDate: nullableInstant,
    }),
  ),
  commentsWritten: z.array(
    z.object({
      id: z.uuid(),
      card: currentName,
      board: currentName,
      content: z.string(),
      createdAt: instant,
      updatedAt: instant,
    }),
  ),
  activity: z.array(
    z.object({
      workspace: currentName,
      action: z.string(),
      entityType: z.string(),
      entityId: z.uuid(),
      metadata: z.record(z.string(), z.unknown()),
      createdAt: instant,
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      card: z.string(),
      createdAt: instant,
      readAt: nullableInstant,
    }),
  ),
  /** Cards the person chose to follow ('Seguir'). */
  cardsFollowed: z.array(z.object({ card: z.string(), board: z.string(), since: instant })),
  /** Notifications other people got because of something the person did. */
  notificationsCaused: z.array(
    z.object({ kind: z.string(), card: z.string(), createdAt: instant }),
  ),
  /** Boards, lists and cards the person archived. */
  archived: z.array(
    z.object({ type: z.enum(['board', 'list', 'card']), title: currentName, archivedAt: instant }),
  ),
  invitesSent: z.array(
    z.object({
      email: z.string(),
      workspace: currentName,
      role: z.string(),
      createdAt: instant,
      acceptedAt: nullableInstant,
    }),
  ),
  holidaysAdded: z.array(z.object({ workspace: currentName, date: z.string(), name: z.string() })),
  /** The plan, without any card data (no brand, digits or gateway reference). */
  subscription: z
    .object({
      plan: z.string(),
      currentPeriodStart: instant,
      currentPeriodEnd: instant,
      canceledAt: nullableInstant,
      renews: z.boolean(),
    })
    .nullable(),
  payments: z.array(
    z.object({
      id: z.uuid(),
      kind: z.string(),
      method: z.string(),
      status: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      periodNumber: z.number().int(),
      periodStart: nullableInstant,
      periodEnd: nullableInstant,
      paidAt: nullableInstant,
      createdAt: instant,
    }),
  ),
  sessions: z.array(z.object({ createdAt: instant, revokedAt: nullableInstant })),
  trustedDevices: z.array(z.object({ createdAt: instant, expiresAt: instant })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: 'Senha é obrigatória' })
    .min(1, 'Senha é obrigatória')
    .max(MAX_PASSWORD_LENGTH, 'Senha inválida'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const transferOwnershipRequestSchema = z.object({ userId: id('Usuário inválido') });
export type TransferOwnershipRequest = z.infer<typeof transferOwnershipRequestSchema>;
