// Counts the WebGL contexts a page creates and how many are still alive (not lost), for the map and
// viewer lifetime tests and the benches: add `trackContexts` as an init script, then evaluate `webGLContexts`.
export const trackContexts = () => {
  const contexts: WebGLRenderingContext[] = [];
  const prototype = HTMLCanvasElement.prototype;
  const original = Object.getOwnPropertyDescriptor(prototype, 'getContext')?.value as (
    this: HTMLCanvasElement,
    ...args: unknown[]
  ) => unknown;
  prototype.getContext = function (this: HTMLCanvasElement, ...args: unknown[]) {
    const context = original.apply(this, args);
    if (typeof args[0] === 'string' && args[0].startsWith('webgl') && context) {
      contexts.push(context as WebGLRenderingContext);
    }
    return context;
  } as typeof prototype.getContext;
  (window as unknown as { webGLContexts: () => [number, number] }).webGLContexts = () => [
    contexts.length,
    contexts.filter((context) => !context.isContextLost()).length,
  ];
};

/** [created, still alive] */
export const webGLContexts = () => (window as unknown as { webGLContexts: () => [number, number] }).webGLContexts();
