import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useCtaQueueStore } from '../src/features/ctas/cta-store.ts';
import { useErrorStore } from '../src/lib/errors/error-store.ts';
import { useMapStore } from '../src/features/map/map-store.ts';
import { useTenantStore } from '../src/features/tenant/tenant-store.ts';
import { usePreviousLocationStore } from '../src/lib/previous-location.ts';

// findBy*/waitFor wait for a state, not for a time: the default 1 s budget fails on a busy CI
// machine while a lazy screen is still loading, so the ceiling is generous (a passing test never
// waits for it).
configure({ asyncUtilTimeout: 45_000 });

afterEach(() => {
  cleanup();
  useTenantStore.setState(useTenantStore.getInitialState(), true);
  useErrorStore.setState(useErrorStore.getInitialState(), true);
  useMapStore.setState(useMapStore.getInitialState(), true);
  useCtaQueueStore.setState(useCtaQueueStore.getInitialState(), true);
  usePreviousLocationStore.setState(usePreviousLocationStore.getInitialState(), true);
  // Tests of pure code run in a node environment (a `@vitest-environment node` docblock): no page to reset.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
});
