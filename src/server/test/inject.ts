import { randomBytes } from 'node:crypto';
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

/** A multipart upload of one file in the field "file", sent as `user`. */
export function uploadAs(
  ctx: Pick<TestContext, 'app'>,
  user: TestUser | undefined,
  url: string,
  file: { filename: string; type: string; data: Buffer },
  headers: Record<string, string> = {},
) {
  const boundary = `----fh${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...as(user), ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** DELETE /api/account as `user`, confirming with their own email and password; the raw answer. */
export const deleteAccountRequest = (ctx: Pick<TestContext, 'app'>, user: TestUser) =>
  sendAs(ctx, user, 'DELETE', '/api/account', { confirmEmail: user.email, password: user.password });
