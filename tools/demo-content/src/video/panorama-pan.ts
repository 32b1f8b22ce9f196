/**
 * Rectilinear views of an equirectangular panorama: what a visitor would see turning slowly on
 * the spot. Sampling is bilinear and wraps at the 0°/360° edge, so the pan never shows a seam.
 */
export interface Panorama {
  pixels: Uint8Array;
  width: number;
  height: number;
}

export interface ViewSize {
  width: number;
  height: number;
  /** Horizontal field of view, degrees. */
  fov: number;
}

/** The RGB view at a yaw (degrees clockwise from the panorama centre), looking at the horizon. */
export function renderView(panorama: Panorama, view: ViewSize, yawDegrees: number): Uint8Array {
  const out = new Uint8Array(view.width * view.height * 3);
  const tanX = Math.tan((view.fov * Math.PI) / 360);
  const tanY = (tanX * view.height) / view.width;
  const yaw = (yawDegrees * Math.PI) / 180;
  const { pixels, width: pw, height: ph } = panorama;
  // Longitudes depend on the column only: compute them once per frame.
  const columns = new Float64Array(view.width);
  const radial = new Float64Array(view.width);
  for (let x = 0; x < view.width; x++) {
    const nx = ((2 * (x + 0.5)) / view.width - 1) * tanX;
    columns[x] = ((((yaw + Math.atan(nx)) / (2 * Math.PI) + 0.5) % 1) + 1) % 1;
    radial[x] = Math.sqrt(nx * nx + 1);
  }
  let o = 0;
  for (let y = 0; y < view.height; y++) {
    const ny = (1 - (2 * (y + 0.5)) / view.height) * tanY;
    for (let x = 0; x < view.width; x++) {
      const latitude = Math.atan2(ny, radial[x] ?? 1);
      const u = (columns[x] ?? 0) * pw - 0.5;
      const v = Math.min(ph - 1, Math.max(0, (0.5 - latitude / Math.PI) * ph - 0.5));
      const u0 = Math.floor(u);
      const v0 = Math.floor(v);
      const fu = u - u0;
      const fv = v - v0;
      const left = ((u0 % pw) + pw) % pw;
      const right = (left + 1) % pw;
      const top = v0 * pw;
      const bottom = Math.min(ph - 1, v0 + 1) * pw;
      for (let c = 0; c < 3; c++) {
        const a = pixels[(top + left) * 3 + c] ?? 0;
        const b = pixels[(top + right) * 3 + c] ?? 0;
        const d = pixels[(bottom + left) * 3 + c] ?? 0;
        const e = pixels[(bottom + right) * 3 + c] ?? 0;
        out[o++] = Math.round((a + (b - a) * fu) * (1 - fv) + (d + (e - d) * fu) * fv);
      }
    }
  }
  return out;
}
