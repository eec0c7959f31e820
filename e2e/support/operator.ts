// An operator acting through the API, as the console will: demo_operator's session, and calls that
// must succeed (the failure names the path and the server's message).
import { expect, type APIRequestContext } from '@playwright/test';
import { basicAuth, DEMO_PASSWORD } from './accounts';

/** demo_operator's session token. */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/indexnew/login', {
    headers: { Authorization: basicAuth },
    data: { type: 1, account: 'demo_operator', password: DEMO_PASSWORD },
  });
  const body = (await answer.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(1);
  return body.data.token;
}

/** POSTs `data` to `path` with the token; answers `data` of a successful envelope. */
export async function operatorCall<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object,
): Promise<T> {
  const answer = await request.post(path, { headers: { Authorization: basicAuth, token }, data });
  const body = (await answer.json()) as { code: number; msg: string; data: T };
  expect(body, `${path}: ${body.msg}`).toMatchObject({ code: 200 });
  return body.data;
}
