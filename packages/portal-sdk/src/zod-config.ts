// zod's global settings, applied once by every module of the SDK that builds schemas (client and
// server), before the first schema is built.
import { z } from 'zod';

// Messages in Chinese.
z.config(z.locales.zhCN());

// Pages run under a CSP without 'unsafe-eval'. Building an object schema makes zod probe
// `new Function` to compile its parser, and the browser reports that as a CSP violation even
// though zod catches it; interpreted parsing is as correct and, for answers this size, no slower.
// Node (the API) keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });
