// The panorama's first frame, drawn before the engine's code has arrived (issue 39). Photo Sphere
// Viewer and three.js are about 170 KB gzip; on a phone network they took a second to download
// before any of the scene was drawn. This painter is a few hundred bytes of WebGL: it draws the low
// rendition as the engine will (the same perspective of the same sphere, the same view direction
// and field of view), so the engine's first frame replaces it without a visible change. It draws
// still frames: the view it is asked for (`look`: a visitor's drag before the engine has come,
// painter-drag.ts); the engine, loading right after, does all the rest.
import { viewDirection, type ViewAngles } from './view-direction.ts';

const VERTEX_SHADER = `
attribute vec2 corner;
varying vec2 screen;
void main() { screen = corner; gl_Position = vec4(corner, 0.0, 1.0); }`;

// Per pixel: the ray through it (camera right, up and forward scaled by the half field of view),
// then its longitude and latitude on the equirectangular image. Inside `rect` (first column and row,
// columns and rows, in tiles of a level `grid` tiles across and down; columns wrap) the sharp tiles
// of the view are sampled from their atlas: where a tile is missing the atlas is transparent black,
// so the low rendition shows through.
const FRAGMENT_SHADER = `
precision highp float;
uniform sampler2D panorama;
uniform sampler2D atlas;
uniform mat3 camera;
uniform vec2 halfExtent;
uniform vec4 rect;
uniform vec2 grid;
varying vec2 screen;
void main() {
  vec3 ray = normalize(camera * vec3(screen * halfExtent, 1.0));
  vec2 uv = vec2(0.5 + atan(ray.x, -ray.z) / 6.2831853, 0.5 - asin(clamp(ray.y, -1.0, 1.0)) / 3.1415927);
  vec3 low = texture2D(panorama, uv).rgb;
  vec2 cell = uv * grid - rect.xy;
  cell.x = mod(cell.x, grid.x);
  vec4 sharp = vec4(0.0);
  if (cell.x < rect.z && cell.y >= 0.0 && cell.y < rect.w) sharp = texture2D(atlas, cell / rect.zw);
  gl_FragColor = vec4(low * (1.0 - sharp.a) + sharp.rgb, 1.0);
}`;

/** The decoded tiles of the view at one level (tile-levels.ts, `tilesInView`), for `sharpen`. */
export interface SharpTiles {
  /** The level's columns and rows, and its tiles' size in pixels. */
  cols: number;
  rows: number;
  tileSize: number;
  /** The rectangle of tiles the atlas covers (tile-levels.ts, `tileRectangle`). */
  rect: { col: number; row: number; cols: number; rows: number };
  tiles: { col: number; row: number; image: ImageBitmap }[];
}

export interface PaintedFrame {
  /** The painter's element (fixed over the page, above the engine's until the engine has drawn). */
  element: HTMLElement;
  /**
   * Draws the view again with `sharp`'s tiles over the low rendition (one upload batch, one frame)
   * and marks `panorama-sharp` in that frame. False when it cannot (the atlas would be wider than
   * the GPU takes or than 4096, the context was lost, or the painter has gone): the engine's own
   * sharp frame stays the sharp one. The images are closed either way.
   */
  sharpen: (sharp: SharpTiles) => Promise<boolean>;
  /** Draws the panorama again towards `view` (the sharp tiles too, once `sharpen` has drawn them). */
  look: (view: ViewAngles) => void;
  /** Frees the WebGL context and removes the element. */
  destroy: () => void;
}

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader | null {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return gl.getShaderParameter(shader, gl.COMPILE_STATUS) ? shader : null;
}

function program(gl: WebGLRenderingContext): WebGLProgram | null {
  const vertex = compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER);
  const fragment = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER);
  const linked = gl.createProgram();
  if (!vertex || !fragment) return null;
  gl.attachShader(linked, vertex);
  gl.attachShader(linked, fragment);
  gl.linkProgram(linked);
  return gl.getProgramParameter(linked, gl.LINK_STATUS) ? linked : null;
}

/** The widest atlas the painter uploads: what every GPU takes, and what a phone is offered (tile-levels.ts). */
const ATLAS_LIMIT = 4096;

function texture(gl: WebGLRenderingContext, unit: number): void {
  gl.activeTexture(gl.TEXTURE0 + unit);
  gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
  // Any size (not a power of two): no mipmaps, clamped edges.
  for (const [name, value] of [
    [gl.TEXTURE_MIN_FILTER, gl.LINEAR],
    [gl.TEXTURE_MAG_FILTER, gl.LINEAR],
    [gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE],
    [gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE],
  ] as const)
    gl.texParameteri(gl.TEXTURE_2D, name, value);
}

function draw(gl: WebGLRenderingContext, image: ImageBitmap, view: ViewAngles): WebGLProgram | null {
  const shaders = program(gl);
  if (!shaders) return null;
  gl.useProgram(shaders);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const corner = gl.getAttribLocation(shaders, 'corner');
  gl.enableVertexAttribArray(corner);
  gl.vertexAttribPointer(corner, 2, gl.FLOAT, false, 0, 0);
  texture(gl, 0);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, image);
  const uniform = (name: string) => gl.getUniformLocation(shaders, name);
  gl.uniform1i(uniform('atlas'), 1);
  // No sharp tiles yet: an empty rectangle (and a grid `mod` can divide by).
  gl.uniform2f(uniform('grid'), 1, 1);
  gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
  drawTowards(gl, shaders, view);
  return gl.getError() === gl.NO_ERROR ? shaders : null;
}

/** Sets the camera for `view` and draws the frame. */
function drawTowards(gl: WebGLRenderingContext, shaders: WebGLProgram, view: ViewAngles): void {
  const { camera, halfExtent } = viewDirection(view, gl.drawingBufferWidth / gl.drawingBufferHeight);
  gl.uniformMatrix3fv(gl.getUniformLocation(shaders, 'camera'), false, camera);
  gl.uniform2fv(gl.getUniformLocation(shaders, 'halfExtent'), halfExtent);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
}

/** Uploads `sharp`'s tiles into one atlas (texture unit 1) and draws the view again over them. */
function drawSharp(gl: WebGLRenderingContext, shaders: WebGLProgram, sharp: SharpTiles): boolean {
  const { rect, tileSize } = sharp;
  const [width, height] = [rect.cols * tileSize, rect.rows * tileSize];
  const limit = Math.min(ATLAS_LIMIT, gl.getParameter(gl.MAX_TEXTURE_SIZE) as number);
  if (gl.isContextLost() || width > limit || height > limit) return false;
  texture(gl, 1);
  // Transparent black until a tile is written over it (WebGL clears a texture given no data).
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, width, height, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
  for (const { col, row, image } of sharp.tiles) {
    const x = (((col - rect.col) % sharp.cols) + sharp.cols) % sharp.cols;
    if (image.width !== tileSize || image.height !== tileSize || x >= rect.cols) return false;
    gl.texSubImage2D(gl.TEXTURE_2D, 0, x * tileSize, (row - rect.row) * tileSize, gl.RGBA, gl.UNSIGNED_BYTE, image);
  }
  gl.uniform4f(gl.getUniformLocation(shaders, 'rect'), rect.col, rect.row, rect.cols, rect.rows);
  gl.uniform2f(gl.getUniformLocation(shaders, 'grid'), sharp.cols, sharp.rows);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  return gl.getError() === gl.NO_ERROR;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Downloads `url` (the low rendition: the HTML's preload answers it) with `download` (one shared with
 * whatever else is downloading it: warm-rendition.ts) and draws it in a new element with
 * `className`, appended to `parent`. Resolves once the frame is on screen (the
 * `panorama-first-pixels` mark is set in that frame), or null when it cannot be drawn (no WebGL, a
 * failed download or decode): the engine then draws the first frame itself.
 */
export async function paintFirstFrame(
  parent: HTMLElement,
  className: string,
  url: string,
  view: ViewAngles,
  download: (url: string) => Promise<Blob | null>,
): Promise<PaintedFrame | null> {
  const element = document.createElement('div');
  element.className = className;
  element.setAttribute('aria-hidden', 'true');
  const canvas = document.createElement('canvas');
  canvas.style.cssText = 'display:block;width:100%;height:100%';
  element.append(canvas);
  let gl: WebGLRenderingContext | null = null;
  const destroy = () => {
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    element.remove();
  };
  try {
    const blob = await download(url);
    if (!blob) return null;
    const image = await createImageBitmap(blob);
    parent.append(element);
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(element.clientWidth * ratio);
    canvas.height = Math.round(element.clientHeight * ratio);
    gl = canvas.getContext('webgl', { alpha: false, antialias: false });
    const context = gl;
    const shaders = context !== null && canvas.width > 0 && canvas.height > 0 ? draw(context, image, view) : null;
    image.close();
    if (!context || !shaders) {
      destroy();
      return null;
    }
    await nextFrame();
    performance.mark('panorama-first-pixels');
    // A function, not a value: read again after each await.
    const onScreen = () => element.isConnected;
    const sharpen = async (sharp: SharpTiles) => {
      const drawn = onScreen() && drawSharp(context, shaders, sharp);
      for (const tile of sharp.tiles) tile.image.close();
      if (!drawn) return false;
      await nextFrame();
      // Still this painter's frame on screen (not removed in the meantime): the view is sharp.
      if (!onScreen()) return false;
      performance.mark('panorama-sharp');
      return true;
    };
    const look = (towards: ViewAngles) => {
      if (onScreen() && !context.isContextLost()) drawTowards(context, shaders, towards);
    };
    return { element, sharpen, look, destroy };
  } catch {
    destroy();
    return null;
  }
}
