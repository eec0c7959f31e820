import './zod-config.js';
import { z } from 'zod';
import { intSchema } from './calls/common.js';
import type { Role } from './roles.js';
import { ROLE_LABELS } from './roles.js';

/**
 * Which codes mean success: `standard` calls answer 200 (or 0); the `login` family
 * (web_login, checkStatus, login, dx_send) answers 1 for success and 0 for failure.
 */
export type CallFamily = 'standard' | 'login';

/**
 * A call only users holding one of `roles` may make (design §6): like `user`, and a user whose
 * role is not listed is refused (403). Roles are read from the database on every call.
 */
export interface RoleAuth<R extends Role = Role> {
  readonly roles: readonly [R, ...R[]];
}

/**
 * A handler's call over the rows assigned to their unit (承办单位, design §6): like
 * `{ roles: ['handler'] }`, and the server hands the handler's `unitId` to the call (a handler not
 * yet placed in a unit is refused, 403). The call reads and writes only rows of that unit.
 */
export interface UnitAuth {
  readonly roles: readonly ['handler'];
  readonly scope: 'unit';
}

/**
 * Who may make the call:
 * - `public` anyone;
 * - `optional` anyone, but a valid token is used when sent;
 * - `user` a valid session token is required (401 otherwise) and a body `user_id` naming
 *   someone else is refused (403);
 * - `enterprise` as `user`, for a member acting for their enterprise: the server resolves the
 *   caller's enterprise once and hands its id to the call; a caller without one is refused (403,
 *   `MESSAGES.enterpriseScopeMissing`). The call never takes an enterprise from the body;
 * - `{ roles }` as `user`, and only for those roles (403 otherwise);
 * - `{ roles: ['handler'], scope: 'unit' }` a handler, over their unit's rows (UnitAuth).
 */
export type CallAuth = 'public' | 'optional' | 'user' | 'enterprise' | RoleAuth | UnitAuth;

/** The roles a call is restricted to, or undefined when any user (or anyone) may make it. */
export function rolesOf(auth: CallAuth): readonly Role[] | undefined {
  return typeof auth === 'object' ? auth.roles : undefined;
}

/** Whether the call works on the caller's enterprise (`auth: 'enterprise'`). */
export function isEnterpriseScoped(auth: CallAuth): auth is 'enterprise' {
  return auth === 'enterprise';
}

/** Whether the call works on the handler's unit (`auth: { roles: ['handler'], scope: 'unit' }`). */
export function isUnitScoped(auth: CallAuth): auth is UnitAuth {
  return typeof auth === 'object' && 'scope' in auth && auth.scope === 'unit';
}

/**
 * 公开 / 可选登录 / 需登录 / 需企业认证 / 仅限平台运营 / 仅限办理人员（本单位）: the auth column of
 * the docs and the README.
 */
export function describeCallAuth(auth: CallAuth): string {
  if (auth === 'public') return '公开';
  if (auth === 'optional') return '可选';
  if (auth === 'user') return '需登录';
  if (auth === 'enterprise') return '需企业认证（本企业）';
  const roles = `仅限${auth.roles.map((role) => ROLE_LABELS[role]).join('、')}`;
  return isUnitScoped(auth) ? `${roles}（本单位）` : roles;
}

/** `user_id` as the client sends it: from local storage, '' when none. Never trusted by the server. */
export const userIdSchema = z.union([z.string().max(64), intSchema(0)]);

const userIdShape = { user_id: userIdSchema.optional() };
type UserIdShape = typeof userIdShape;

/**
 * A request body: an object, or a discriminated union of objects when the fields depend on a
 * mode (login by account or by SMS).
 */
export type BodySchema = z.ZodObject | z.ZodDiscriminatedUnion<readonly z.ZodObject[]>;

/** The body schema with the optional `user_id` every call accepts (contract §7: the client adds it). */
export type WithUserId<B extends BodySchema> =
  B extends z.ZodObject<infer Shape, infer Config>
    ? z.ZodObject<Omit<Shape, 'user_id'> & UserIdShape, Config>
    : B extends z.ZodDiscriminatedUnion<infer Options, infer Disc>
      ? z.ZodDiscriminatedUnion<
          {
            -readonly [K in keyof Options]: Options[K] extends z.ZodObject
              ? WithUserId<Options[K]>
              : Options[K];
          },
          Disc
        >
      : never;

export interface CallDefinition<
  Name extends string = string,
  Body extends BodySchema = BodySchema,
  Data extends z.ZodType = z.ZodType,
  /** The call's `auth` as a literal type, so a server can type what a handler receives. */
  Auth extends CallAuth = CallAuth,
> {
  /** The spec's name of the call, e.g. `pcconfig`. */
  readonly name: Name;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** What the caller puts in the body; `user_id` is optional here because the client adds it. */
  readonly body: Body;
  /** The answer's `data`. */
  readonly data: Data;
  readonly family: CallFamily;
  readonly auth: Auth;
  /** A short Chinese summary, used in the API docs. */
  readonly summary: string;
}

export type CallBody<C extends CallDefinition> = z.input<C['body']>;
export type CallData<C extends CallDefinition> = z.output<C['data']>;

/**
 * Adds the optional `user_id` to a body schema. Done here, once, so no call can forget it and
 * the server's body validation (which strips unknown keys) keeps the field the client sends.
 */
export function withUserId<B extends BodySchema>(body: B): WithUserId<B> {
  if (body instanceof z.ZodObject) {
    return body.extend(userIdShape) as unknown as WithUserId<B>;
  }
  const union = body as z.ZodDiscriminatedUnion<readonly z.ZodObject[]>;
  const options = union.options.map((option) => option.extend(userIdShape)) as unknown as [
    z.ZodObject,
    ...z.ZodObject[],
  ];
  // Keep the union's own message (e.g. '登录方式有误'); the def types its map as never-taking.
  const error = union.def.error as z.core.$ZodErrorMap<z.core.$ZodIssueInvalidUnion> | undefined;
  return z.discriminatedUnion(union.def.discriminator, options, {
    error,
  }) as unknown as WithUserId<B>;
}

/** `auth` defaults to 'public' both at run time and in the type. */
export function defineCall<
  Name extends string,
  Body extends BodySchema,
  Data extends z.ZodType,
  // const: `{ roles: ['operator'] }` keeps its literal role, so handlers know who calls.
  const Auth extends CallAuth = 'public',
>(
  def: Omit<CallDefinition<Name, Body, Data, Auth>, 'family' | 'auth'> &
    Partial<Pick<CallDefinition<Name, Body, Data, Auth>, 'family' | 'auth'>>,
): CallDefinition<Name, WithUserId<Body>, Data, Auth> {
  const { auth = 'public' as Auth, ...rest } = def;
  return { family: 'standard', ...rest, auth, body: withUserId(def.body) };
}
