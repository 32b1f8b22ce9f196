import type { prepareDemoContent } from '../../../../tools/demo-content/src/prepare-demo-content.ts';

/**
 * The demo-content tool (tools/demo-content: generators of the demo media, then the import) is TypeScript
 * outside the compiled server. It runs only on a first start with DEMO_CONTENT on, so it is loaded then,
 * through tsx, whether the server itself runs compiled (apps/server/dist) or not; serving never needs it.
 * (Its render workers register tsx the same way.)
 */
export async function loadDemoContentTool(): Promise<typeof prepareDemoContent> {
  const { register } = await import('tsx/esm/api');
  register();
  // From src/cli or dist/cli alike: the same depth below the repository root.
  const tool = new URL('../../../../tools/demo-content/src/prepare-demo-content.ts', import.meta.url);
  const loaded = (await import(tool.href)) as { prepareDemoContent: typeof prepareDemoContent };
  return loaded.prepareDemoContent;
}
