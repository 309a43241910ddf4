import { INVALID_TEXT_MESSAGE, type Comment } from '@quadro/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, boards, comments, users } from '../../platform/db/schema/index.js';
import { createTestApp, type RegisteredUser, type TestContext } from '../../../test/harness.js';
import { addMember, as, createUser, createWorkspaceFixture } from '../../../test/factories.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A workspace with a member of every role and the seeded welcome card to comment on. */
async function commentFixture() {
  const fixture = await createWorkspaceFixture(ctx);
  const [admin, member, otherMember, reader] = await Promise.all(
    (['admin', 'member', 'member', 'read_only'] as const).map((role) =>
      addMember(ctx, fixture.workspace.id, role),
    ),
  );
  const card = fixture.board.lists[0]!.cards[0]!;
  return {
    ...fixture,
    admin: admin!,
    member: member!,
    otherMember: otherMember!,
    reader: reader!,
    card,
  };
}

async function comment(user: RegisteredUser, cardId: string, content: string): Promise<Comment> {
  const response = await as(ctx, user)('POST', `/v1/comments/card/${cardId}`, { content });
  if (response.statusCode !== 201)
    throw new Error(`comment: ${response.statusCode} ${response.body}`);
  return response.json<{ comment: Comment }>().comment;
}

async function listComments(user: RegisteredUser, cardId: string, query = '') {
  const response = await as(ctx, user)('GET', `/v1/comments/card/${cardId}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ comments: Comment[]; nextCursor: string | null }>();
}

/** The card's comment history rows, oldest first: [action, who, card name]. */
async function commentActivities(cardId: string) {
  const rows = await ctx.database.db
    .select()
    .from(activities)
    .where(eq(activities.entityId, cardId))
    .orderBy(activities.createdAt);
  return rows
    .filter((row) => ['comment', 'edit_comment', 'delete_comment'].includes(row.action))
    .map((row) => [row.action, row.userId, row.metadata.name]);
}

async function boardVersion(boardId: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ version: boards.version })
    .from(boards)
    .where(eq(boards.id, boardId));
  return row!.version;
}

describe('POST /v1/comments/card/:cardId', () => {
  it('adds a comment for owner, admin and member, records the activity and leaves the board’s version', async () => {
    const { owner, admin, member, board, workspace, card } = await commentFixture();
    const before = await boardVersion(board.id);
    const response = await as(ctx, member)('POST', `/v1/comments/card/${card.id}`, {
      content: '  Pode revisar?  ',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ comment: Comment }>().comment;
    expect(created).toEqual({
      id: expect.any(String),
      content: 'Pode revisar?',
      createdAt: expect.any(String),
      updatedAt: created.createdAt,
      user: { id: member.id, name: member.name, avatarUrl: null },
      canEdit: true,
      canDelete: true,
    });
    // Comments are not part of the board's body: its watchers get a `comments` event instead.
    expect(await boardVersion(board.id)).toBe(before);
    const rows = await ctx.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.entityId, card.id), eq(activities.action, 'comment')));
    expect(rows).toMatchObject([
      {
        workspaceId: workspace.id,
        userId: member.id,
        entityType: 'card',
        metadata: { name: card.title },
      },
    ]);
    for (const user of [owner, admin])
      expect((await comment(user, card.id, 'Ok')).canEdit).toBe(true);
  });

  it('stores markup as the text it is and gives it back verbatim', async () => {
    const { owner, card } = await commentFixture();
    const content = '<script>alert("x")</script> <b>negrito</b> & "aspas" 🚀';
    expect((await comment(owner, card.id, content)).content).toBe(content);
    expect((await listComments(owner, card.id)).comments[0]!.content).toBe(content);
  });

  it.each([
    [{ content: '' }, 'Comentário não pode ser vazio'],
    [{ content: ' \n\t ' }, 'Comentário não pode ser vazio'],
    [{}, 'Comentário não pode ser vazio'],
    [{ content: 5 }, 'Comentário não pode ser vazio'],
    [{ content: 'x'.repeat(5_001) }, 'Use no máximo 5.000 caracteres'],
    [{ content: 'nulo\u0000' }, INVALID_TEXT_MESSAGE],
    [{ content: 'metade de um emoji \ud83d' }, INVALID_TEXT_MESSAGE],
  ])('answers 400 for %j and stores nothing', async (body, error) => {
    const { owner, card } = await commentFixture();
    const response = await as(ctx, owner)('POST', `/v1/comments/card/${card.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
    expect((await listComments(owner, card.id)).comments).toEqual([]);
  });

  it('accepts exactly 5,000 characters', async () => {
    const { owner, card } = await commentFixture();
    expect((await comment(owner, card.id, 'x'.repeat(5_000))).content).toHaveLength(5_000);
  });

  it('refuses a reader (403), a stranger and an unknown card (404), no session (401)', async () => {
    const { owner, reader, card } = await commentFixture();
    const stranger = (await createWorkspaceFixture(ctx, 'Outra equipe')).owner;
    const body = { content: 'Olá' };
    const reading = await as(ctx, reader)('POST', `/v1/comments/card/${card.id}`, body);
    expect(reading.statusCode).toBe(403);
    expect(reading.json().code).toBe('FORBIDDEN');
    const foreign = await as(ctx, stranger)('POST', `/v1/comments/card/${card.id}`, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Cartão não encontrado', code: 'NOT_FOUND' });
    const unknown = await as(ctx, owner)('POST', `/v1/comments/card/${crypto.randomUUID()}`, body);
    expect(unknown.statusCode).toBe(404);
    expect((await as(ctx, null)('POST', `/v1/comments/card/${card.id}`, body)).statusCode).toBe(
      401,
    );
    expect((await as(ctx, owner)('POST', '/v1/comments/card/nao-e-um-id', body)).statusCode).toBe(
      400,
    );
    expect((await listComments(owner, card.id)).comments).toEqual([]);
  });
});

describe('GET /v1/comments/card/:cardId', () => {
  it('lists oldest first, with each caller’s rights per comment', async () => {
    const { owner, admin, member, otherMember, reader, card } = await commentFixture();
    const byOwner = await comment(owner, card.id, 'Primeiro');
    const byMember = await comment(member, card.id, 'Segundo');
    await comment(admin, card.id, 'Terceiro');

    const rights = async (user: RegisteredUser) =>
      (await listComments(user, card.id)).comments.map((c) => [c.canEdit, c.canDelete]);
    expect((await listComments(reader, card.id)).comments.map((c) => c.content)).toEqual([
      'Primeiro',
      'Segundo',
      'Terceiro',
    ]);
    expect(await rights(owner)).toEqual([
      [true, true],
      [false, true],
      [false, true],
    ]);
    expect(await rights(admin)).toEqual([
      [false, true],
      [false, true],
      [true, true],
    ]);
    expect(await rights(member)).toEqual([
      [false, false],
      [true, true],
      [false, false],
    ]);
    expect(await rights(otherMember)).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
    expect(await rights(reader)).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
    const listed = (await listComments(owner, card.id)).comments;
    expect(listed[0]).toEqual(byOwner);
    expect(listed[1]).toMatchObject({ id: byMember.id, user: { id: member.id } });
  });

  it('pages from the newest: the latest page first, then older ones by nextCursor', async () => {
    const { owner, card } = await commentFixture();
    for (const n of [1, 2, 3, 4, 5]) await comment(owner, card.id, `Comentário ${n}`);
    const contents = (page: { comments: Comment[] }) => page.comments.map((c) => c.content);

    const all = await listComments(owner, card.id);
    expect(contents(all)).toHaveLength(5);
    expect(all.nextCursor).toBeNull();

    const latest = await listComments(owner, card.id, '?limit=2');
    expect(contents(latest)).toEqual(['Comentário 4', 'Comentário 5']);
    expect(latest.nextCursor).toBe(latest.comments[0]!.id);
    const middle = await listComments(owner, card.id, `?limit=2&cursor=${latest.nextCursor}`);
    expect(contents(middle)).toEqual(['Comentário 2', 'Comentário 3']);
    const oldest = await listComments(owner, card.id, `?limit=2&cursor=${middle.nextCursor}`);
    expect(contents(oldest)).toEqual(['Comentário 1']);
    expect(oldest.nextCursor).toBeNull();
  });

  it('refuses a bad limit or a cursor from another card (400)', async () => {
    const { owner, board, card } = await commentFixture();
    const elsewhere = (
      await as(ctx, owner)('POST', '/v1/cards', { listId: board.lists[1]!.id, title: 'Outro' })
    ).json().card.id as string;
    const foreignCursor = (await comment(owner, elsewhere, 'Lá')).id;
    for (const query of ['?limit=0', '?limit=201', '?limit=abc', '?cursor=x']) {
      const response = await as(ctx, owner)('GET', `/v1/comments/card/${card.id}${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const response = await as(ctx, owner)(
      'GET',
      `/v1/comments/card/${card.id}?cursor=${foreignCursor}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Cursor inválido', code: 'BAD_REQUEST' });
  });

  it('answers 404 to a stranger and for an unknown card, 401 without a session', async () => {
    const { owner, card } = await commentFixture();
    await comment(owner, card.id, 'Segredo');
    const stranger = await createUser(ctx);
    const foreign = await as(ctx, stranger)('GET', `/v1/comments/card/${card.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Segredo');
    expect(
      (await as(ctx, owner)('GET', `/v1/comments/card/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await as(ctx, null)('GET', `/v1/comments/card/${card.id}`)).statusCode).toBe(401);
  });

  it('shows an allowed avatar, hides any other, and shows null once the author is gone', async () => {
    const { owner, member, otherMember, card } = await commentFixture();
    const avatar = 'https://avatars.githubusercontent.com/u/1?v=4';
    await ctx.database.db.update(users).set({ avatarUrl: avatar }).where(eq(users.id, owner.id));
    await ctx.database.db
      .update(users)
      .set({ avatarUrl: 'http://evil.example.com/a.png' })
      .where(eq(users.id, member.id));
    await comment(owner, card.id, 'A');
    await comment(member, card.id, 'B');
    await comment(otherMember, card.id, 'C');
    await ctx.database.db.delete(users).where(eq(users.id, otherMember.id));
    const listed = (await listComments(owner, card.id)).comments;
    expect(listed.map((c) => c.user)).toEqual([
      { id: owner.id, name: owner.name, avatarUrl: avatar },
      { id: member.id, name: member.name, avatarUrl: null },
      null,
    ]);
    expect(listed[2]).toMatchObject({ content: 'C', canEdit: false, canDelete: true });
  });
});

describe('PATCH /v1/comments/:id', () => {
  it('lets the author edit, trimmed, and keeps the creation time', async () => {
    const { member, card } = await commentFixture();
    const created = await comment(member, card.id, 'Rascunho');
    const response = await as(ctx, member)('PATCH', `/v1/comments/${created.id}`, {
      content: ' Versão final ',
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json<{ comment: Comment }>().comment;
    expect(edited).toMatchObject({
      id: created.id,
      content: 'Versão final',
      createdAt: created.createdAt,
      user: { id: member.id },
      canEdit: true,
      canDelete: true,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(await commentActivities(card.id)).toEqual([
      ['comment', member.id, card.title],
      ['edit_comment', member.id, card.title],
    ]);
  });

  it('refuses everyone but the author: owner, admin, other member and reader (403)', async () => {
    const { owner, admin, member, otherMember, reader, card } = await commentFixture();
    const created = await comment(member, card.id, 'Meu');
    for (const user of [owner, admin, otherMember, reader]) {
      const response = await as(ctx, user)('PATCH', `/v1/comments/${created.id}`, {
        content: 'Alterado',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect((await listComments(owner, card.id)).comments[0]!.content).toBe('Meu');
    expect(await commentActivities(card.id)).toEqual([['comment', member.id, card.title]]);
  });

  it('refuses an author who became a reader (403)', async () => {
    const { owner, reader, card } = await commentFixture();
    const [row] = await ctx.database.db
      .insert(comments)
      .values({ cardId: card.id, userId: reader.id, content: 'Antes de virar leitor' })
      .returning();
    const listed = (await listComments(reader, card.id)).comments[0]!;
    expect([listed.canEdit, listed.canDelete]).toEqual([false, false]);
    expect(
      (await as(ctx, reader)('PATCH', `/v1/comments/${row!.id}`, { content: 'x' })).statusCode,
    ).toBe(403);
    expect((await as(ctx, reader)('DELETE', `/v1/comments/${row!.id}`)).statusCode).toBe(403);
    expect((await listComments(owner, card.id)).comments).toHaveLength(1);
  });

  it('answers 400 for blank, too long or unstorable content', async () => {
    const { member, card } = await commentFixture();
    const created = await comment(member, card.id, 'Texto');
    for (const [content, error] of [
      ['   ', 'Comentário não pode ser vazio'],
      ['x'.repeat(5_001), 'Use no máximo 5.000 caracteres'],
      ['a\u0000b', INVALID_TEXT_MESSAGE],
    ] as const) {
      const response = await as(ctx, member)('PATCH', `/v1/comments/${created.id}`, { content });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
    }
    expect((await listComments(member, card.id)).comments[0]!.content).toBe('Texto');
  });

  it('answers 404 to a stranger and for an unknown comment, 401 without a session', async () => {
    const { owner, card } = await commentFixture();
    const created = await comment(owner, card.id, 'Nosso');
    const stranger = (await createWorkspaceFixture(ctx, 'Outra equipe')).owner;
    const body = { content: 'Invadido' };
    const foreign = await as(ctx, stranger)('PATCH', `/v1/comments/${created.id}`, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Comentário não encontrado', code: 'NOT_FOUND' });
    expect(
      (await as(ctx, owner)('PATCH', `/v1/comments/${crypto.randomUUID()}`, body)).statusCode,
    ).toBe(404);
    expect((await as(ctx, null)('PATCH', `/v1/comments/${created.id}`, body)).statusCode).toBe(401);
    expect((await listComments(owner, card.id)).comments[0]!.content).toBe('Nosso');
  });
});

describe('DELETE /v1/comments/:id', () => {
  it('lets the author, the owner and an admin delete', async () => {
    const { owner, admin, member, card } = await commentFixture();
    const mine = await comment(member, card.id, 'Do membro 1');
    const forOwner = await comment(member, card.id, 'Do membro 2');
    const forAdmin = await comment(owner, card.id, 'Do dono');
    expect((await as(ctx, member)('DELETE', `/v1/comments/${mine.id}`)).statusCode).toBe(204);
    expect((await as(ctx, owner)('DELETE', `/v1/comments/${forOwner.id}`)).statusCode).toBe(204);
    expect((await as(ctx, admin)('DELETE', `/v1/comments/${forAdmin.id}`)).statusCode).toBe(204);
    expect((await listComments(owner, card.id)).comments).toEqual([]);
    expect((await as(ctx, owner)('DELETE', `/v1/comments/${mine.id}`)).statusCode).toBe(404);
    expect((await commentActivities(card.id)).slice(3)).toEqual([
      ['delete_comment', member.id, card.title],
      ['delete_comment', owner.id, card.title],
      ['delete_comment', admin.id, card.title],
    ]);
  });

  it('refuses another member and a reader (403), a stranger (404), no session (401)', async () => {
    const { owner, otherMember, reader, card } = await commentFixture();
    const created = await comment(owner, card.id, 'Fica');
    const stranger = (await createWorkspaceFixture(ctx, 'Outra equipe')).owner;
    expect((await as(ctx, otherMember)('DELETE', `/v1/comments/${created.id}`)).statusCode).toBe(
      403,
    );
    expect((await as(ctx, reader)('DELETE', `/v1/comments/${created.id}`)).statusCode).toBe(403);
    expect((await as(ctx, stranger)('DELETE', `/v1/comments/${created.id}`)).statusCode).toBe(404);
    expect((await as(ctx, null)('DELETE', `/v1/comments/${created.id}`)).statusCode).toBe(401);
    expect((await listComments(owner, card.id)).comments.map((c) => c.id)).toEqual([created.id]);
    expect(await commentActivities(card.id)).toEqual([['comment', owner.id, card.title]]);
  });
});

describe('deleting the card', () => {
  it('removes its comments', async () => {
    const { owner, member, card } = await commentFixture();
    await comment(owner, card.id, 'Um');
    await comment(member, card.id, 'Dois');
    expect((await as(ctx, owner)('DELETE', `/v1/cards/${card.id}`)).statusCode).toBe(204);
    const left = await ctx.database.db.select().from(comments).where(eq(comments.cardId, card.id));
    expect(left).toEqual([]);
    expect((await as(ctx, owner)('GET', `/v1/comments/card/${card.id}`)).statusCode).toBe(404);
  });
});
