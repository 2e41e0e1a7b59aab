import { as, type TestContext, type TestUser } from './helpers';

/** A request with a JSON body, sent as `user` (signed out when undefined). */
export const sendAs = (
  ctx: Pick<TestContext, 'app'>,
  user: TestUser | undefined,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload: object = {},
) => ctx.app.inject({ method, url, headers: as(user), payload });

/** A GET of `url` from a browser that accepts these content encodings. */
export const getAccepting = (ctx: Pick<TestContext, 'app'>, url: string, encodings: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encodings } });
