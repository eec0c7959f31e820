// zod settings of the SDK. The Chinese messages are scoped to the SDK's own parsing (each parse
// passes `chineseErrorMap`), not set with `z.config(...)`: a global locale would also turn a host
// app's own zod messages Chinese just by importing the SDK (zod 4 keeps its config on globalThis,
// shared by every copy of zod). Precedence in zod 4: a schema's own `error` (the SDK's hand-written
// messages such as 手机号输入有误) > the per-parse `error` (this map) > the global config.
import { z } from 'zod';

/**
 * zod's zh-CN messages as an error map: `schema.safeParse(value, { error: chineseErrorMap })`
 * reports in Chinese whatever the app's global zod locale. Apps that want every zod message in
 * Chinese can still opt in globally with `z.config(z.locales.zhCN())`.
 */
export const chineseErrorMap: z.core.$ZodErrorMap = z.locales.zhCN().localeError;

/** The options of every parse the SDK does itself. */
export const chineseParse = { error: chineseErrorMap } as const;

// Pages run under a CSP without 'unsafe-eval'. Building an object schema makes zod probe
// `new Function` to compile its parser, and the browser reports that as a CSP violation even
// though zod catches it; interpreted parsing is as correct and, for answers this size, no slower.
// Node (the API) keeps the compiled parsers. This one setting stays global (zod has no per-schema
// switch); it changes speed, never results or messages.
if ('document' in globalThis) z.config({ jitless: true });
