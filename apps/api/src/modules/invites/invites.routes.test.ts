import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, invites, users, workspaceMembers } from '../../platform/db/schema/index.js';
import { addMember, as, createUser, createWorkspaceFixture } from '../../../test/factories.js';
import {
  createTestApp,
  uniqueEmail,
  type RegisteredUser,
  type TestContext,
} from '../../../test/harness.js';
import { linkIn } from '../../../test/mailbox.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The token of the invite e-mailed to `email`, read from the real SMTP listener. */
async function emailedToken(email: string): Promise<string> {
  const mail = await ctx.mailbox.waitFor(email, /convidou você/);
  const link = linkIn(mail, '/invite/');
  return decodeURIComponent(link.pathname.split('/').pop()!);
}

const verify = (user: RegisteredUser) =>
  ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));

describe('the invite lifecycle', () => {
  it('sends an e-mail, shows the invite, and joins the invited person once', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx, 'Equipe Convite');
    const email = uniqueEmail('convidada');
    const sent = await as(ctx, owner)('POST', `/v1/workspaces/${workspace.id}/invite`, {
      email: email.toUpperCase(),
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().invite).toMatchObject({ email, role: 'member' });

    const mail = await ctx.mailbox.waitFor(email, /convidou você/);
    expect(mail.subject).toBe(
      `Maria Silva convidou você para o workspace Equipe Convite no Quadro`,
    );
    const token = await emailedToken(email);
    expect(linkIn(mail, '/invite/').origin).toBe('http://quadro.test');

    const info = await as(ctx, null)('GET', `/v1/workspaces/invite/info/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({
      email,
      workspaceName: 'Equipe Convite',
      inviterName: 'Maria Silva',
    });

    const invitee = await createUser(ctx, { email, name: 'Ana Lima' });
    const accepted = await as(ctx, invitee)('POST', `/v1/workspaces/invite/accept/${token}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, workspaceId: workspace.id });

    const members = await as(ctx, invitee)('GET', `/v1/workspaces/${workspace.id}`);
    expect(members.json().workspace.members).toContainEqual(
      expect.objectContaining({ id: invitee.id, role: 'member' }),
    );
    // The link proved the address.
    const me = await as(ctx, invitee)('GET', '/v1/auth/me');
    expect(me.json().user.emailVerified).toBe(true);

    // Single use: the token is spent, and the info no longer answers.
    const again = await as(ctx, invitee)('POST', `/v1/workspaces/invite/accept/${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: 'Convite inválido ou expirado',
      code: 'INVITE_NOT_FOUND',
    });
    expect((await as(ctx, null)('GET', `/v1/workspaces/invite/info/${token}`)).statusCode).toBe(
      404,
    );
    const rows = await ctx.database.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, workspace.id));
    expect(rows.filter((row) => row.userId === invitee.id)).toHaveLength(1);

    const history = await ctx.database.db
      .select()
      .from(activities)
      .where(eq(activities.workspaceId, workspace.id));
    expect(history.map((row) => `${row.entityType}:${row.action}`)).toEqual(
      expect.arrayContaining(['member:invite', 'member:join']),
    );
  });

  it('refuses an invite accepted by someone with another e-mail (403), and keeps it usable', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const email = uniqueEmail('certa');
    await as(ctx, owner)('POST', `/v1/workspaces/${workspace.id}/invite`, { email });
    const token = await emailedToken(email);
    const intruder = await createUser(ctx);
    const refused = await as(ctx, intruder)('POST', `/v1/workspaces/invite/accept/${token}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('INVITE_EMAIL_MISMATCH');
    expect((await as(ctx, null)('GET', `/v1/workspaces/invite/info/${token}`)).statusCode).toBe(
      200,
    );
    expect((await as(ctx, null)('POST', `/v1/workspaces/invite/accept/${token}`)).statusCode).toBe(
      401,
    );
  });

  it('answers 404 for an unknown or expired token', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const email = uniqueEmail('expirada');
    await as(ctx, owner)('POST', `/v1/workspaces/${workspace.id}/invite`, { email });
    const token = await emailedToken(email);
    await ctx.database.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.token, token));
    const invitee = await createUser(ctx, { email });
    for (const response of [
      await as(ctx, null)('GET', `/v1/workspaces/invite/info/${token}`),
      await as(ctx, invitee)('POST', `/v1/workspaces/invite/accept/${token}`),
      await as(ctx, null)('GET', '/v1/workspaces/invite/info/nao-existe'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Convite inválido ou expirado');
    }
  });

  it('lets two racing acceptances add one membership', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const email = uniqueEmail('corrida');
    await as(ctx, owner)('POST', `/v1/workspaces/${workspace.id}/invite`, { email });
    const token = await emailedToken(email);
    const invitee = await createUser(ctx, { email });
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        as(ctx, invitee)('POST', `/v1/workspaces/invite/accept/${token}`),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404]);
    const rows = await ctx.database.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.userId, invitee.id));
    expect(rows.filter((row) => row.workspaceId === workspace.id)).toHaveLength(1);
  });
});

describe("an invite is worth its inviter's rights at acceptance", () => {
  /** An invite sent by `inviter` to a fresh registered and verified address: its token. */
  async function inviteBy(inviter: RegisteredUser, workspaceId: string) {
    const invitee = await createUser(ctx);
    await verify(invitee);
    const sent = await as(ctx, inviter)('POST', `/v1/workspaces/${workspaceId}/invite`, {
      email: invitee.email,
      role: 'member',
    });
    expect(sent.statusCode).toBe(201);
    return { invitee, token: await emailedToken(invitee.email) };
  }

  const membershipOf = async (workspaceId: string, userId: string) =>
    (
      await ctx.database.db
        .select()
        .from(workspaceMembers)
        .where(eq(workspaceMembers.workspaceId, workspaceId))
    ).filter((row) => row.userId === userId);

  async function expectRefused(workspaceId: string, invitee: RegisteredUser, token: string) {
    const accepted = await as(ctx, invitee)('POST', `/v1/workspaces/invite/accept/${token}`);
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json()).toEqual({
      error: 'Convite inválido ou expirado',
      code: 'INVITE_NOT_FOUND',
    });
    expect(await membershipOf(workspaceId, invitee.id)).toEqual([]);
    // Nor shown where it would be offered: the invite page and the bell.
    expect((await as(ctx, null)('GET', `/v1/workspaces/invite/info/${token}`)).statusCode).toBe(
      404,
    );
    const pending = await as(ctx, invitee)('GET', '/v1/workspaces/invites/pending');
    expect(pending.json().invites).toEqual([]);
  }

  it('is refused once the admin who sent it was removed', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const { invitee, token } = await inviteBy(admin, workspace.id);
    const removed = await as(ctx, owner)(
      'DELETE',
      `/v1/workspaces/${workspace.id}/members/${admin.id}`,
    );
    expect(removed.statusCode).toBe(204);
    await expectRefused(workspace.id, invitee, token);
  });

  it('is refused once the admin who sent it was demoted, and holds again if re-promoted', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const { invitee, token } = await inviteBy(admin, workspace.id);
    const adminUrl = `/v1/workspaces/${workspace.id}/members/${admin.id}`;
    expect((await as(ctx, owner)('PATCH', adminUrl, { role: 'member' })).statusCode).toBe(204);
    await expectRefused(workspace.id, invitee, token);

    // The rule is the inviter's rights now: an admin again may invite again, this invite too.
    expect((await as(ctx, owner)('PATCH', adminUrl, { role: 'admin' })).statusCode).toBe(204);
    const accepted = await as(ctx, invitee)('POST', `/v1/workspaces/invite/accept/${token}`);
    expect(accepted.json()).toEqual({ success: true, workspaceId: workspace.id });
  });

  it("holds for the owner's invites, and an admin's while they stay admin", async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const [admin, leaving] = [
      await addMember(ctx, workspace.id, 'admin'),
      await addMember(ctx, workspace.id, 'admin'),
    ];
    const byOwner = await inviteBy(owner, workspace.id);
    const byAdmin = await inviteBy(admin, workspace.id);
    // Someone else's removal changes nothing for them.
    await as(ctx, owner)('DELETE', `/v1/workspaces/${workspace.id}/members/${leaving.id}`);

    for (const { invitee, token } of [byOwner, byAdmin]) {
      expect((await as(ctx, null)('GET', `/v1/workspaces/invite/info/${token}`)).statusCode).toBe(
        200,
      );
      const pending = await as(ctx, invitee)('GET', '/v1/workspaces/invites/pending');
      expect(pending.json().invites).toHaveLength(1);
      const accepted = await as(ctx, invitee)('POST', `/v1/workspaces/invite/accept/${token}`);
      expect(accepted.json()).toEqual({ success: true, workspaceId: workspace.id });
      expect(await membershipOf(workspace.id, invitee.id)).toMatchObject([{ role: 'member' }]);
    }
  });
});

describe('POST /v1/workspaces/:id/invite', () => {
  it('lets only the owner invite an admin, and admins invite members', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const admin = await addMember(ctx, workspace.id, 'admin');
    const url = `/v1/workspaces/${workspace.id}/invite`;
    const byAdmin = await as(ctx, admin)('POST', url, { email: uniqueEmail(), role: 'admin' });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error).toBe('Apenas o proprietário pode convidar administradores');
    expect(
      (await as(ctx, admin)('POST', url, { email: uniqueEmail(), role: 'member' })).statusCode,
    ).toBe(201);
    expect(
      (await as(ctx, owner)('POST', url, { email: uniqueEmail(), role: 'admin' })).statusCode,
    ).toBe(201);
  });

  it('refuses members, readers (403), strangers (404), visitors (401) and bad input (400)', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const url = `/v1/workspaces/${workspace.id}/invite`;
    const member = await addMember(ctx, workspace.id, 'member');
    const reader = await addMember(ctx, workspace.id, 'read_only');
    const stranger = await createUser(ctx);
    const body = { email: uniqueEmail() };
    expect((await as(ctx, member)('POST', url, body)).statusCode).toBe(403);
    expect((await as(ctx, reader)('POST', url, body)).statusCode).toBe(403);
    expect((await as(ctx, stranger)('POST', url, body)).statusCode).toBe(404);
    expect((await as(ctx, null)('POST', url, body)).statusCode).toBe(401);
    const call = as(ctx, owner);
    expect((await call('POST', url, {})).json().error).toBe('Email é obrigatório');
    expect((await call('POST', url, { email: 'nao-e-email' })).json().error).toBe('Email inválido');
    expect((await call('POST', url, { email: uniqueEmail(), role: 'owner' })).statusCode).toBe(400);
  });

  it('refuses someone who is already a member (409)', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const member = await addMember(ctx, workspace.id, 'member');
    const response = await as(ctx, owner)('POST', `/v1/workspaces/${workspace.id}/invite`, {
      email: member.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Esta pessoa já é membro do workspace',
      code: 'ALREADY_MEMBER',
    });
  });

  it('replaces a pending invite when the same address is invited again', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx);
    const email = uniqueEmail('de-novo');
    const url = `/v1/workspaces/${workspace.id}/invite`;
    await as(ctx, owner)('POST', url, { email });
    const first = await emailedToken(email);
    await as(ctx, owner)('POST', url, { email, role: 'admin' });
    const rows = await ctx.database.db.select().from(invites).where(eq(invites.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'admin' });
    expect(rows[0]!.token).not.toBe(first);
    expect((await as(ctx, null)('GET', `/v1/workspaces/invite/info/${first}`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /v1/workspaces/invites/pending', () => {
  it('shows a verified address its invitations, and an unverified one none', async () => {
    const { owner, workspace } = await createWorkspaceFixture(ctx, 'Sino');
    const invitee = await createUser(ctx);
    await as(ctx, owner)('POST', `/v1/workspaces/${workspace.id}/invite`, {
      email: invitee.email,
      role: 'admin',
    });
    const unverified = await as(ctx, invitee)('GET', '/v1/workspaces/invites/pending');
    expect(unverified.json()).toEqual({ invites: [], emailVerified: false });

    await verify(invitee);
    const pending = await as(ctx, invitee)('GET', '/v1/workspaces/invites/pending');
    expect(pending.statusCode).toBe(200);
    const [invite] = pending.json().invites;
    expect(invite).toMatchObject({
      inviterName: 'Maria Silva',
      workspaceName: 'Sino',
      role: 'admin',
      workspaceId: workspace.id,
    });
    const accepted = await as(ctx, invitee)('POST', `/v1/workspaces/invite/accept/${invite.token}`);
    expect(accepted.json()).toEqual({ success: true, workspaceId: workspace.id });
    expect((await as(ctx, invitee)('GET', '/v1/workspaces/invites/pending')).json()).toEqual({
      invites: [],
      emailVerified: true,
    });
    expect((await as(ctx, null)('GET', '/v1/workspaces/invites/pending')).statusCode).toBe(401);
  });
});
