import { as, type TestContext, type TestUser } from './helpers';

/** A request with a JSON body, sent as `user` (signed out when undefined). */
export const sendAs = (
  ctx: Pick<TestContext, 'app'>,
  user: TestUser | undefined,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload: object = {},
) => ctx.app.inject({ method, url, headers: as(user), payload });
