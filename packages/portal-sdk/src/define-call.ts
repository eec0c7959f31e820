import { z } from 'zod';

/**
 * Which codes mean success: `standard` calls answer 200 (or 0); the `login` family
 * (web_login, checkStatus, login, dx_send) answers 1 for success and 0 for failure.
 */
export type CallFamily = 'standard' | 'login';

/**
 * Who may make the call: `public` anyone; `optional` anyone, but a valid token is used when
 * sent; `user` a valid session token is required (401 otherwise) and a body `user_id` naming
 * someone else is refused (403).
 */
export type CallAuth = 'public' | 'optional' | 'user';

export interface CallDefinition<
  Name extends string = string,
  Body extends z.ZodObject = z.ZodObject,
  Data extends z.ZodType = z.ZodType,
> {
  /** The spec's name of the call, e.g. `pcconfig`. */
  readonly name: Name;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** What the caller puts in the body (without the `user_id` the client adds). */
  readonly body: Body;
  /** The answer's `data`. */
  readonly data: Data;
  readonly family: CallFamily;
  readonly auth: CallAuth;
  /** A short Chinese summary, used in the API docs. */
  readonly summary: string;
}

/** `user_id` as the client sends it: from local storage, '' when none. Never trusted by the server. */
export const userIdSchema = z.union([z.string().max(64), z.number().int().nonnegative()]);

export type CallBody<C extends CallDefinition> = z.input<C['body']>;
export type CallData<C extends CallDefinition> = z.output<C['data']>;

export function defineCall<Name extends string, Body extends z.ZodObject, Data extends z.ZodType>(
  def: Omit<CallDefinition<Name, Body, Data>, 'family' | 'auth'> &
    Partial<Pick<CallDefinition<Name, Body, Data>, 'family' | 'auth'>>,
): CallDefinition<Name, Body, Data> {
  return { family: 'standard', auth: 'public', ...def };
}
