/** The `{ meta: { total_count }, items }` envelope of every list call. */
export interface ListResponse<T> {
  meta: { total_count: number };
  items: T[];
}

export function listOf<T>(items: T[], total: number = items.length): ListResponse<T> {
  return { meta: { total_count: total }, items };
}
