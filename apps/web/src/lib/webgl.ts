// WebGL is required by every scene screen (spec section 5); checked before any of them renders.

let cached: boolean | null = null;

export function hasWebGL(doc: Document = document): boolean {
  if (cached !== null) return cached;
  try {
    const canvas = doc.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    cached = context !== null;
    // Give the probe's context back at once: browsers cap live WebGL contexts, and the viewer needs one.
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    cached = false;
  }
  return cached;
}

/** For tests: forget the cached answer. */
export function resetWebGLCheck(): void {
  cached = null;
}
