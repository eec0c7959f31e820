// Types of the `require` condition: nothing is exported, so a CommonJS project fails to
// type-check at the import (rather than compiling and then throwing). The SDK is ESM only: use
// `import` from an ES module ("type": "module" or .mts), see the README.
export {};
