// The page's tenant, resolved once from the request main.tsx sent at page entry: the first view
// (before the app's code has arrived) and the app's bootstrap (its tenant query) read this one
// lookup. A WeakMap keyed on the entry, not module state: each page entry has its own.
import { lookUpTenant, type TenantLookup } from '../features/tenant/api/tenant-lookup.ts';
import { switchboardPath } from '../lib/paths.ts';
import type { PageEntry } from './page-entry.ts';

const lookups = new WeakMap<PageEntry, Promise<TenantLookup>>();

export function pageTenant(entry: PageEntry): Promise<TenantLookup> {
  let lookup = lookups.get(entry);
  if (!lookup) {
    const url = new URL(switchboardPath(entry.hostname), window.location.origin).toString();
    lookup = lookUpTenant(url, entry.switchboard, {
      hostname: entry.hostname,
      appHost: entry.appHost,
      routeSite: entry.siteName,
    });
    lookups.set(entry, lookup);
  }
  return lookup;
}
