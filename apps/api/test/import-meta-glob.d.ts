// `import.meta.glob`, which vitest (through Vite) expands in test files; the server's code never
// uses it (it runs without a bundler). The full type is vite/client's; this is the part used here.
interface ImportMeta {
  glob<Module>(pattern: string, options: { eager: true }): Record<string, Module>;
}
