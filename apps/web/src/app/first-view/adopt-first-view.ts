// The app's side of the first view (start-first-view.ts): whenever the pre-React start settles, its
// engine is offered to the viewer through the engine's context (FirstViewHandOff), and what it
// fetched seeds the query cache under the very keys the screens read (sceneQuery, tourQuery), so
// the app shows the first scene without asking for it again. Seeded only where the cache has
// nothing yet: a screen that already has its answer keeps it.
import type { QueryClient } from '@tanstack/react-query';
import type { FirstViewHandOff } from '../../features/panorama/first-view.ts';
import type { ResolvedTenant } from '../../features/tenant/resolve-tenant.ts';
import { normaliseLanguage } from '../../lib/language-codes.ts';
import { contentKey, type ContentScope } from '../../lib/tenant-context.tsx';
import type { PageEntry } from '../page-entry.ts';
import { pageTenant } from '../page-tenant.ts';
import type { FirstViewContent, FirstViewStart } from './start-first-view.ts';

export function seedFirstViewContent(queryClient: QueryClient, tenant: ResolvedTenant, content: FirstViewContent) {
  // The scope the bootstrap builds when the visitor's language is the one the first view used
  // (first views never run in preview).
  const scope: ContentScope = {
    siteName: tenant.siteName,
    language: normaliseLanguage(content.language),
    version: tenant.versionHash,
    preview: null,
  };
  const seed = (key: readonly unknown[], data: unknown) => {
    if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data);
  };
  seed(contentKey(scope, 'scene', content.scene.meta.slug), content.scene);
  // The tour's first load (refresh key 0: tourQuery).
  if (content.tour) seed(contentKey(scope, 'tour', content.tour.slug, 0), content.tour);
}

export function adoptFirstView(
  queryClient: QueryClient,
  handOff: FirstViewHandOff,
  entry: PageEntry,
  firstView: Promise<FirstViewStart | null>,
): void {
  void firstView.then(async (start) => {
    if (start?.view) handOff.offer(start.view);
    if (!start?.content) return;
    const { tenant } = await pageTenant(entry);
    if (tenant.kind === 'tenant') seedFirstViewContent(queryClient, tenant, start.content);
  });
}
