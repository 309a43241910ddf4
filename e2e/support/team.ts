import { expect, type APIRequestContext } from '@playwright/test';
import { DEV_TURNSTILE_TOKEN } from '../../packages/contracts/src/limits';
import { linkFromMail } from './mail';
import { PASSWORD, uniqueEmail } from './session';

export interface ApiUser {
  email: string;
  token: string;
}

export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** Signs up through the API (the screens are covered elsewhere). */
export async function registerThroughApi(
  request: APIRequestContext,
  name: string,
  emailPrefix: string,
) {
  const email = uniqueEmail(emailPrefix);
  const body = await ok<{ token: string }>(
    await request.post('/v1/auth/register', {
      data: { name, email, password: PASSWORD, turnstileToken: DEV_TURNSTILE_TOKEN },
    }),
  );
  return { email, token: body.token };
}

export const auth = (user: ApiUser) => ({ authorization: `Bearer ${user.token}` });

/**
 * An owner's default board shared with a member who joined through the e-mailed invite: both
 * signed up, the invite sent, read from the mailbox and accepted, all through the API.
 */
export async function sharedBoard(request: APIRequestContext) {
  const owner = await registerThroughApi(request, 'Olga Dona', 'dona');
  const member = await registerThroughApi(request, 'Mário Membro', 'membro');
  const { board } = await ok<{ board: { id: string; workspaceId: string } }>(
    await request.post('/v1/boards/default', { headers: auth(owner) }),
  );
  await ok(
    await request.post(`/v1/workspaces/${board.workspaceId}/invite`, {
      headers: auth(owner),
      data: { email: member.email, role: 'member' },
    }),
  );
  const link = await linkFromMail(member.email, /convidou você/, '/invite/');
  const token = new URL(link).pathname.split('/').pop()!;
  await ok(await request.post(`/v1/workspaces/invite/accept/${token}`, { headers: auth(member) }));
  return { owner, member, boardId: board.id };
}
