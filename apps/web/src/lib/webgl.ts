// WebGL is required by every scene screen (spec section 5); checked before any of them renders.

let cached: boolean | null = null;

export function hasWebGL(doc: Document = document): boolean {
  if (cached !== null) return cached;
  try {
    const canvas = doc.createElement('canvas');
    cached = Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    cached = false;
  }
  return cached;
}

/** For tests: forget the cached answer. */
export function resetWebGLCheck(): void {
  cached = null;
}
