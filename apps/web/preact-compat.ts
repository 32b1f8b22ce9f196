// The shipped renderer: Preact's React-compatible layer in place of react and react-dom, for both
// builds (the app's and the banner card's), from this one definition.
//
// Why (issue 13): the homepage's whole budget is 120 KB of JavaScript gzip, and react-dom 19 alone is
// ≈60 KB of it before the router, i18n and TanStack Query; preact/compat is ≈5 KB. The code and the
// libraries keep importing `react`; at build time these aliases send those imports to Preact. The
// component tests render with React (as the banner's always have): the end-to-end suite runs the
// built app, so every screen a visitor meets is tested on the renderer that ships. What it costs and
// what was checked: docs/web-app.md, "Renderer".
import type { Alias } from 'vite';

const preactCompat: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
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
