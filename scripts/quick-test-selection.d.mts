// Types for quick-test-selection.mjs, a plain script Node runs as it is, for the test that checks it.
export function relativeImports(file: string, text: string): string[];
export function testsNearChanges(
  changed: string[],
  files: string[],
  read: (file: string) => string,
  steps?: number,
): string[];
export function repositoryTypeScript(listFiles: () => string[]): string[];
