/**
 * Every field of a reference answer, at every depth, is in ours with the same JSON type: a list of
 * what is not, as `$.path` lines. Each element of a reference array is compared with the element of
 * ours at the same index (or ours' last, when ours is shorter); values never count.
 */
export function shapeDifferences(reference: unknown, ours: unknown, at = '$'): string[] {
  if (Array.isArray(reference)) {
    if (!Array.isArray(ours)) return [`${at} is not an array`];
    if (ours.length === 0) return [];
    return reference.flatMap((item, index) =>
      shapeDifferences(item, ours[Math.min(index, ours.length - 1)], `${at}[${index}]`),
    );
  }
  if (reference !== null && typeof reference === 'object') {
    if (ours === null || typeof ours !== 'object' || Array.isArray(ours)) return [`${at} is not an object`];
    return Object.entries(reference).flatMap(([key, value]) =>
      key in ours
        ? shapeDifferences(value, (ours as Record<string, unknown>)[key], `${at}.${key}`)
        : [`${at}.${key} is missing`],
    );
  }
  return typeof reference === typeof ours ? [] : [`${at} is ${typeof ours}, not ${typeof reference}`];
}
