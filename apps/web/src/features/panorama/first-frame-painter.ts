// The panorama's first frame, drawn before the engine's code has arrived (issue 39). Photo Sphere
// Viewer and three.js are about 170 KB gzip; on a phone network they took a second to download
// before any of the scene was drawn. This painter is a few hundred bytes of WebGL: it draws the low
// rendition as the engine will (the same perspective of the same sphere, the same view direction
// and field of view), so the engine's first frame replaces it without a visible change. It draws
// one still frame and handles no input: the engine, loading right after, does all the rest.
import { viewDirection, type ViewAngles } from './view-direction.ts';

const VERTEX_SHADER = `
attribute vec2 corner;
varying vec2 screen;
void main() { screen = corner; gl_Position = vec4(corner, 0.0, 1.0); }`;

// Per pixel: the ray through it (camera right, up and forward scaled by the half field of view),
// then its longitude and latitude on the equirectangular image.
const FRAGMENT_SHADER = `
precision highp float;
uniform sampler2D panorama;
uniform mat3 camera;
uniform vec2 halfExtent;
varying vec2 screen;
void main() {
  vec3 ray = normalize(camera * vec3(screen * halfExtent, 1.0));
  float longitude = atan(ray.x, -ray.z);
  float latitude = asin(clamp(ray.y, -1.0, 1.0));
  gl_FragColor = texture2D(panorama, vec2(0.5 + longitude / 6.2831853, 0.5 - latitude / 3.1415927));
}`;

export interface PaintedFrame {
  /** The painter's element (fixed over the page, above the engine's until the engine has drawn). */
  element: HTMLElement;
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

function draw(gl: WebGLRenderingContext, image: ImageBitmap, view: ViewAngles): boolean {
  const shaders = program(gl);
  if (!shaders) return false;
  gl.useProgram(shaders);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const corner = gl.getAttribLocation(shaders, 'corner');
  gl.enableVertexAttribArray(corner);
  gl.vertexAttribPointer(corner, 2, gl.FLOAT, false, 0, 0);
  gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
  // Any size (not a power of two): no mipmaps, clamped edges.
  for (const [name, value] of [
    [gl.TEXTURE_MIN_FILTER, gl.LINEAR],
    [gl.TEXTURE_MAG_FILTER, gl.LINEAR],
    [gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE],
    [gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE],
  ] as const)
    gl.texParameteri(gl.TEXTURE_2D, name, value);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGB, gl.RGB, gl.UNSIGNED_BYTE, image);
  const { camera, halfExtent } = viewDirection(view, gl.drawingBufferWidth / gl.drawingBufferHeight);
  gl.uniformMatrix3fv(gl.getUniformLocation(shaders, 'camera'), false, camera);
  gl.uniform2fv(gl.getUniformLocation(shaders, 'halfExtent'), halfExtent);
  gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
  gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  return gl.getError() === gl.NO_ERROR;
}

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
    const drawn = gl !== null && canvas.width > 0 && canvas.height > 0 && draw(gl, image, view);
    image.close();
    if (!drawn) {
      destroy();
      return null;
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
    performance.mark('panorama-first-pixels');
    return { element, destroy };
  } catch {
    destroy();
    return null;
  }
}
