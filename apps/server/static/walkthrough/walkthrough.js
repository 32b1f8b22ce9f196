// The offline 3D walkthrough: a room built from the server's description (data-room), walked
// with W/A/S/D or arrow keys and looked around by dragging. Runs in the browser; no requests
// leave the server that served it.
/* global document, window, requestAnimationFrame, ResizeObserver */
import * as THREE from '/walkthrough/assets/three.module.js';

const canvas = document.getElementById('walkthrough');
const room = JSON.parse(canvas.dataset.room);
const [width, depth, height] = room.size;
const EYE = 1.6;
const MARGIN = 0.4;

const renderer = new THREE.WebGLRenderer({ canvas, antialias: true });
renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
const scene = new THREE.Scene();
scene.background = new THREE.Color('#1d2329');
const camera = new THREE.PerspectiveCamera(70, 1, 0.05, 100);
camera.position.set(room.start[0], EYE, room.start[1]);

scene.add(new THREE.HemisphereLight('#ffffff', '#d8d0c4', 1.6));
const lamp = new THREE.PointLight('#fff4e0', 25, 30);
lamp.position.set(0, height - 0.3, 0);
scene.add(lamp);

const material = (color) => new THREE.MeshStandardMaterial({ color, roughness: 0.85 });
const shell = new THREE.Mesh(new THREE.BoxGeometry(width, height, depth), [
  material(room.wall),
  material(room.wall),
  material('#f4f3ef'),
  material(room.floor),
  material(room.accent),
  material(room.wall),
]);
shell.material.forEach((m) => (m.side = THREE.BackSide));
shell.position.y = height / 2;
scene.add(shell);

// Windows of light on the long walls, so the room reads as a room.
for (let x = -width / 2 + 1.5; x < width / 2 - 1; x += 2.5) {
  const pane = new THREE.Mesh(new THREE.PlaneGeometry(1.2, 1.3), new THREE.MeshBasicMaterial({ color: '#bfe0f5' }));
  pane.position.set(x, 1.7, -depth / 2 + 0.01);
  scene.add(pane);
}

const obstacles = [];
for (const [x, z, w, d, h, color] of room.furniture) {
  const box = new THREE.Mesh(new THREE.BoxGeometry(w, h, d), material(color));
  box.position.set(x, h / 2, z);
  scene.add(box);
  obstacles.push({
    minX: x - w / 2 - MARGIN,
    maxX: x + w / 2 + MARGIN,
    minZ: z - d / 2 - MARGIN,
    maxZ: z + d / 2 + MARGIN,
  });
}

let yaw = 0;
let pitch = 0;
const keys = new Set();
let last = performance.now();
const keyMap = {
  KeyW: 'forward',
  ArrowUp: 'forward',
  KeyS: 'back',
  ArrowDown: 'back',
  KeyA: 'left',
  ArrowLeft: 'left',
  KeyD: 'right',
  ArrowRight: 'right',
};

canvas.addEventListener('keydown', (event) => {
  const action = keyMap[event.code];
  if (action === undefined) return;
  // A walk starts from now, not from the last frame drawn (which may be minutes ago).
  if (keys.size === 0) last = performance.now();
  keys.add(action);
  event.preventDefault();
  requestFrame();
});
canvas.addEventListener('keyup', (event) => keys.delete(keyMap[event.code]));
canvas.addEventListener('blur', () => keys.clear());

let dragging = null;
canvas.addEventListener('pointerdown', (event) => {
  dragging = { x: event.clientX, y: event.clientY };
  canvas.setPointerCapture(event.pointerId);
  canvas.focus();
});
canvas.addEventListener('pointermove', (event) => {
  if (dragging === null) return;
  yaw += (event.clientX - dragging.x) * 0.005;
  pitch = Math.max(-1.2, Math.min(1.2, pitch + (event.clientY - dragging.y) * 0.005));
  dragging = { x: event.clientX, y: event.clientY };
  requestFrame();
});
canvas.addEventListener('pointerup', () => (dragging = null));

function blocked(x, z) {
  if (Math.abs(x) > width / 2 - MARGIN || Math.abs(z) > depth / 2 - MARGIN) return true;
  return obstacles.some((o) => x > o.minX && x < o.maxX && z > o.minZ && z < o.maxZ);
}

// Frames are drawn on demand: when the room is first shown or resized, while a key is held and as
// the visitor drags. A still room draws nothing, so an open walkthrough costs no CPU or battery (a
// loop at the display's rate kept a phone's GPU, or software WebGL's CPU, busy for nothing).
let frameRequested = false;
function requestFrame() {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(frame);
}

function frame(now) {
  frameRequested = false;
  // A frame stamped just before the key went down counts as no time (not as time backwards).
  const seconds = Math.max(0, Math.min(0.1, (now - last) / 1000));
  last = now;
  const speed = 2.2 * seconds;
  const forward = (keys.has('forward') ? 1 : 0) - (keys.has('back') ? 1 : 0);
  const strafe = (keys.has('right') ? 1 : 0) - (keys.has('left') ? 1 : 0);
  // Left/right arrows turn as well as step, which is what keyboard users expect from a viewer.
  if (keys.has('left')) yaw -= seconds * 1.2;
  if (keys.has('right')) yaw += seconds * 1.2;
  const nextX = camera.position.x + (Math.sin(yaw) * forward + Math.cos(yaw) * strafe * 0.3) * speed;
  const nextZ = camera.position.z + (-Math.cos(yaw) * forward + Math.sin(yaw) * strafe * 0.3) * speed;
  if (!blocked(nextX, camera.position.z)) camera.position.x = nextX;
  if (!blocked(camera.position.x, nextZ)) camera.position.z = nextZ;
  camera.rotation.set(pitch, -yaw, 0, 'YXZ');
  const { clientWidth, clientHeight } = canvas;
  const ratio = renderer.getPixelRatio();
  if (canvas.width !== Math.floor(clientWidth * ratio) || canvas.height !== Math.floor(clientHeight * ratio)) {
    renderer.setSize(clientWidth, clientHeight, false);
    camera.aspect = clientWidth / Math.max(1, clientHeight);
    camera.updateProjectionMatrix();
  }
  renderer.render(scene, camera);
  if (keys.size > 0) requestFrame();
}
// Opened on its own, the room takes the keys at once, without a ring no keyboard user put there
// (the ring returns once focus leaves and a key brings it back). Framed in a tour, it never takes
// the focus by itself: the visitor's focus stays on the tour's controls (a keyboard user who
// pressed "Next scene" is not pulled into the frame, and a CTA over it keeps Escape).
if (window.self === window.top) {
  canvas.dataset.focus = 'programmatic';
  canvas.addEventListener('blur', () => delete canvas.dataset.focus, { once: true });
  canvas.focus({ focusVisible: false });
}
new ResizeObserver(requestFrame).observe(canvas);
requestFrame();
