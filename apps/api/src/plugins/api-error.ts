// The errors a handler or hook throws on purpose. The error handler turns each into its HTTP
// status and the `{ code, msg }` envelope (design §2); anything else becomes a generic 500.

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** The HTTP status of the answer. */
    readonly status: number,
    /** The envelope's `code`, which the portal reads first (contract §8). */
    readonly code: number,
    /** Shown to the user as is: Chinese. */
    readonly msg: string,
  ) {
    super(msg);
  }

  /** A body or query that fails its schema, or a request that makes no sense. */
  static badRequest(msg: string): ApiError {
    return new ApiError(400, 400, msg);
  }

  /** Not logged in, or the token is unknown: the portal resets the token and opens /login. */
  static unauthorized(msg = '请先登录'): ApiError {
    return new ApiError(401, 401, msg);
  }

  /** The session was replaced or has expired: the portal shows msg and reloads (contract §8). */
  static sessionExpired(msg = '登录已失效，请重新登录'): ApiError {
    return new ApiError(401, 402, msg);
  }

  /** The calling app (Basic authorization) is unknown. */
  static clientRejected(): ApiError {
    return new ApiError(401, 401, '客户端认证失败');
  }

  static forbidden(msg = '没有权限访问'): ApiError {
    return new ApiError(403, 403, msg);
  }

  static notFound(msg = '数据不存在'): ApiError {
    return new ApiError(404, 404, msg);
  }

  static tooManyRequests(msg = '操作过于频繁，请稍后再试'): ApiError {
    return new ApiError(429, 429, msg);
  }

  static unavailable(msg = '服务暂时不可用，请稍后再试'): ApiError {
    return new ApiError(503, 503, msg);
  }

  /**
   * A login-family call (web_login, checkStatus, login, dx_send) that did not succeed for a
   * reason the user can fix (wrong password, code expired): HTTP 200, code 0, msg says why.
   */
  static loginFailed(msg: string): ApiError {
    return new ApiError(200, 0, msg);
  }
}
