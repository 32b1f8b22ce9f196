// The app's renderer: Preact's React-compatible layer in place of react and react-dom, for every
// build (the app's and the banner card's) and for the component tests, from this one definition.
//
// Why (issue 13): the homepage's whole budget is 120 KB of JavaScript gzip, and react-dom 19 alone is
// ≈60 KB of it before the router, i18n and TanStack Query; preact/compat is ≈5 KB. The code and the
// libraries keep importing `react`; the aliases below send those imports to Preact. What it costs
// and what was checked: docs/web-app.md, "Renderer".
import type { Alias } from 'vite';

const preactCompat: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  // @testing-library/react takes `act` from here when React itself has none (Preact's compat has none).
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  // react-i18next's React 17 fallback: Preact's compat has the hook itself.
  'use-sync-external-store/shim': 'preact/compat',
};

/** Exact-name aliases, so `react-dom/client` is not caught by the `react-dom` one. */
export const preactCompatAlias: Alias[] = Object.entries(preactCompat).map(([find, replacement]) => ({
  find: new RegExp(`^${find}$`),
  replacement,
}));

/**
 * Libraries that import `react` themselves: in unit tests Vitest runs node_modules as they are
 * (no aliases) unless they are inlined, and one copy of React beside Preact would break hooks.
 */
export const reactRenderingLibraries = [
  '@testing-library/react',
  '@tanstack/react-query',
  'lucide-react',
  'react-day-picker',
  'react-i18next',
  'react-map-gl',
  'react-parallax-tilt',
  'react-router',
  'zustand',
];
