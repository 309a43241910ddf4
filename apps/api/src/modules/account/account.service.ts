import { ACCOUNT_EXPORT_FORMAT, accountExportSchema, type AccountExport } from '@quadro/contracts';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import { lockUser, lockWorkspace } from '../../domain/access/locks.js';
import type { AccessMemory } from '../../platform/realtime/access-memory.js';
import { deleteUser, findUser } from '../auth/auth.service.js';
import { verifyPassword } from '../auth/passwords.js';
import { enqueueMail, type Mailer } from '../mail/mail.service.js';
import { accountDeletedEmail } from '../mail/templates.js';
import { unassignMember } from '../members/members.service.js';
import { preferencesOf } from '../notifications/notifications.service.js';
import {
  deleteWorkspaceWithin,
  workspacesOf,
  workspacesOwnedBy,
} from '../workspaces/workspaces.service.js';
import { accountRows } from './account-export.repository.js';

/** LGPD self-service (issue #24): a person's data out, and their account gone. */
export function createAccountService({
  db,
  memory,
  mail,
  publicUrl,
}: {
  db: Db;
  memory: AccessMemory;
  mail: Mailer;
  publicUrl: string;
}) {
  return {
    /** Everything Quadro holds about the person, from one snapshot, without secrets or card data. */
    async export(userId: string): Promise<AccountExport> {
      return db.transaction(
        async (tx) => {
          const rows = await accountRows(tx, userId);
          if (!rows) throw new AppError('UNAUTHORIZED');
          return accountExportSchema.parse({
            format: ACCOUNT_EXPORT_FORMAT,
            version: 1,
            exportedAt: new Date().toISOString(),
            ...rows,
            preferences: await preferencesOf(tx, userId),
          });
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * 'Excluir minha conta': refused while the person owns a workspace others use (they hand it
     * over or delete it first). Otherwise their solo workspaces, memberships, sessions and plan go
     * with the account; what they wrote in others' workspaces stays, by 'Usuário removido'. An
     * e-mail confirms it.
     */
    async remove(userId: string, password: string): Promise<void> {
      const user = await findUser(db, userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      if (!(await verifyPassword(user.passwordHash, password)))
        throw new AppError('WRONG_PASSWORD');
      const deleted = await db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) throw new AppError('UNAUTHORIZED');
        // Every workspace of theirs, in one order, before reading who owns what: a transfer to or
        // from them, a member joining or leaving, waits or has committed by then.
        const memberOf = await workspacesOf(tx, userId);
        for (const workspaceId of memberOf) await lockWorkspace(tx, workspaceId, 'serialise');
        const owned = await workspacesOwnedBy(tx, userId);
        const shared = owned.filter((w) => w.others > 0);
        if (shared.length)
          throw new AppError(
            'OWNS_SHARED_WORKSPACES',
            `Você é proprietário de workspaces com outros membros: ${shared.map((w) => w.name).join(', ')}. Transfira a propriedade ou exclua-os antes de excluir sua conta.`,
          );
        for (const workspace of owned) await deleteWorkspaceWithin(tx, workspace.id);
        // Their cards elsewhere lose them as the deletion's cascade would, but with their boards'
        // versions moved, so open boards and their changes show it.
        const ownedIds = new Set(owned.map((workspace) => workspace.id));
        for (const workspaceId of memberOf.filter((id) => !ownedIds.has(id)))
          await unassignMember(tx, workspaceId, userId, memory.boardWritten);
        await enqueueMail(tx, user.email, accountDeletedEmail(user.name, publicUrl));
        await deleteUser(tx, userId);
        return { memberOf, owned: owned.map((workspace) => workspace.id) };
      });
      // Heard by every instance through its changes too; this one forgets before answering.
      memory.forgetSessionsOf(userId);
      for (const workspaceId of deleted.memberOf) memory.forgetMember(workspaceId, userId);
      for (const workspaceId of deleted.owned) memory.forgetWorkspace(workspaceId);
      mail.kick();
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
