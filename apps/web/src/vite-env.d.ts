/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Hash of the UI translation files, computed by vite.config.ts; busts the /locales cache. */
  readonly VITE_BUILD_HASH?: string;
  /** The app host name (default `localhost`): a missing tenant there is expected, not reported. */
  readonly VITE_APP_HOST?: string;
  /** Sentry DSN; when set, errors are also sent to Sentry. */
  readonly VITE_SENTRY_DSN?: string;
  /** access_token sent to the host of a tenant's own map style (maps_settings.style); features/map. */
  readonly VITE_MAP_STYLE_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
