'use strict';
// The `require` condition of every subpath: the SDK is ESM only, and this says so where a
// CommonJS caller looks first instead of Node's ERR_PACKAGE_PATH_NOT_EXPORTED.
const error = new Error(
  '@qyfw/portal-sdk 只提供 ES 模块（ESM），不能用 require() 加载：请使用 import（package.json 中 "type": "module"，' +
    '或 .mjs 文件；CommonJS 中可用 await import("@qyfw/portal-sdk/client")）。见 README 开头“只支持 ESM”。\n' +
    '@qyfw/portal-sdk is ESM only and cannot be loaded with require(): use import (set "type": "module" ' +
    'or use .mjs; from CommonJS, await import("@qyfw/portal-sdk/client")). See "ESM only" at the top of its README.',
);
error.code = 'ERR_QYFW_PORTAL_SDK_ESM_ONLY';
throw error;
