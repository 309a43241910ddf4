/** The logged-in world the ids come from: the user's own rows and another user's. */
import { as, createWorkspaceFixture, loadBoard, type WorkspaceFixture } from '../factories.js';
import type { TestContext } from '../harness.js';

export type Entity = 'workspace' | 'board' | 'list' | 'card' | 'user';
type EntityIds = Record<Entity, string[]>;
/** Whose ids a request carries: 'mixed' puts the other user's next to the user's own. */
export type Target = 'own' | 'foreign' | 'missing' | 'mixed';

export interface FuzzTargets {
  own: EntityIds;
  foreign: EntityIds;
  /** The other user's: register answers 409, login 401, and failed logins lock only them. */
  email: string;
  /** The user's own session; replaced when an accepted request (a logout) ends it. */
  token: string;
  login: { email: string; password: string };
  jwtSecret: string;
}

function idsOf(fixture: WorkspaceFixture): EntityIds {
  return {
    workspace: [fixture.workspace.id],
    board: [fixture.board.id],
    list: fixture.board.lists.map((list) => list.id),
    card: fixture.board.lists.flatMap((list) => list.cards.map((card) => card.id)),
    user: [fixture.owner.id],
  };
}

async function workspaceWithCards(ctx: TestContext, name: string): Promise<WorkspaceFixture> {
  const fixture = await createWorkspaceFixture(ctx, name);
  for (const list of fixture.board.lists.slice(0, 2)) {
    const created = await as(ctx, fixture.owner)('POST', '/v1/cards', {
      listId: list.id,
      title: 'Cartão do fuzz',
    });
    if (created.statusCode !== 201) throw new Error(`card: ${created.statusCode} ${created.body}`);
  }
  return { ...fixture, board: await loadBoard(ctx, fixture.owner, fixture.board.id) };
}

/** A user with a workspace, board, lists and cards, and ANOTHER user's workspace to poke at. */
export async function seedFuzzTargets(ctx: TestContext, jwtSecret: string): Promise<FuzzTargets> {
  const mine = await workspaceWithCards(ctx, 'Equipe Fuzz');
  const theirs = await workspaceWithCards(ctx, 'Equipe Alheia');
  await ctx.app.jobs.drain();
  return {
    own: idsOf(mine),
    foreign: idsOf(theirs),
    email: theirs.owner.email,
    token: mine.owner.token,
    login: { email: mine.owner.email, password: mine.owner.password },
    jwtSecret,
  };
}
