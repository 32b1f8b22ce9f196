// Spec section 4, "Rotation": the heading the map arrow uses — degrees clockwise from north,
// normalised to 0..360 with the arrow shape's 180° offset, throttled to 50 ms and emitted only
// when it changes.

export const HEADING_THROTTLE_MS = 50;
/** The map arrow's shape points south, so it is turned by half a turn. */
export const HEADING_SHAPE_OFFSET = 180;

export function normaliseDegrees(degrees: number): number {
  const value = degrees % 360;
  return value < 0 ? value + 360 : value;
}

/**
 * @param northOffset compass heading (degrees clockwise from north) of the panorama centre
 * @param yaw view yaw in degrees, clockwise from the panorama centre
 */
export function headingFor(northOffset: number, yaw: number): number {
  // Whole degrees: finer changes are invisible on the arrow and would only cause re-renders.
  return Math.round(normaliseDegrees(northOffset + yaw + HEADING_SHAPE_OFFSET)) % 360;
}

export interface HeadingEmitter {
  update: (yaw: number) => void;
  dispose: () => void;
}

/**
 * Throttles yaw updates to one every 50 ms (the last one always lands) and calls `emit` only when
 * the heading differs from the last emitted one. Errors thrown by `emit` are swallowed (spec
 * section 8: rotation-callback errors must not break the viewer).
 */
export function createHeadingEmitter(
  northOffset: number,
  emit: (heading: number) => void,
  clock: { now: () => number; setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = {
    now: () => Date.now(),
    setTimeout: globalThis.setTimeout.bind(globalThis),
    clearTimeout: globalThis.clearTimeout.bind(globalThis),
  },
): HeadingEmitter {
  let lastEmitted: number | null = null;
  let lastRun = -Infinity;
  let pendingYaw: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = (yaw: number) => {
    lastRun = clock.now();
    const heading = headingFor(northOffset, yaw);
    if (heading === lastEmitted) return;
    lastEmitted = heading;
    try {
      emit(heading);
    } catch {
      // Swallowed on purpose (spec section 8).
    }
  };

  return {
    update(yaw) {
      const wait = HEADING_THROTTLE_MS - (clock.now() - lastRun);
      if (wait <= 0 && timer === null) {
        flush(yaw);
        return;
      }
      pendingYaw = yaw;
      timer ??= clock.setTimeout(
        () => {
          timer = null;
          if (pendingYaw !== null) flush(pendingYaw);
          pendingYaw = null;
        },
        Math.max(wait, 0),
      );
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      pendingYaw = null;
    },
  };
}
