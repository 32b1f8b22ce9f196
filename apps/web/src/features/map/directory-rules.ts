// Directory rules of spec sections 5 and 8: a feature's `page` property may be a JSON string and is
// parsed; categories with no matching id or an empty list are skipped.
import * as z from 'zod/mini';
import type { Category } from '@meridian/contracts';

const pageLink = z.object({ id: z.int(), title: z.string(), html_path: z.string() });
export type PageLink = z.infer<typeof pageLink>;

/** The `page` property: an object, or the same as a JSON string; anything else is no page. */
export function parsePage(value: unknown): PageLink | null {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  const parsed = pageLink.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** Categories worth showing: a category with an empty list of places is skipped. */
export function visibleCategories(categories: readonly Category[]): Category[] {
  return categories.filter((category) => category.place_count > 0);
}
