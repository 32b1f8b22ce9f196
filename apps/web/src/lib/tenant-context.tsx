// What every screen needs to know about the running tenant, provided by the app's bootstrap.
// Features read it through useTenant / useApi / useContentScope and never build clients themselves.
import { createContext, useContext } from 'react';
import type { Language } from '@meridian/contracts';
import type { ApiClient, QueryValue } from './api-client.ts';
import type { PreviewParams } from './query-params.ts';

export interface TenantInfo {
  /** The site name: the tenant's schema_name, or the route's first segment on the app host. */
  siteName: string;
  defaultLanguage: string;
  versionHash: string | null;
  /** The tenant's languages (language/ call), default first. */
  languages: Language[];
}

/** Everything a content request depends on; query keys are built from it. */
export interface ContentScope {
  siteName: string;
  language: string;
  version: string | null;
  preview: PreviewParams | null;
}

export interface TenantContextValue {
  tenant: TenantInfo;
  scope: ContentScope;
  api: ApiClient;
  /** Switches the content and UI language (spec section 4: the same language does nothing). */
  changeLanguage: (language: string) => void;
}

export const TenantContext = createContext<TenantContextValue | null>(null);

function useTenantContext(): TenantContextValue {
  const value = useContext(TenantContext);
  if (!value) throw new Error('Tenant hooks are used outside the tenant bootstrap');
  return value;
}

export const useTenant = (): TenantInfo => useTenantContext().tenant;
export const useApi = (): ApiClient => useTenantContext().api;
export const useContentScope = (): ContentScope => useTenantContext().scope;
export const useChangeLanguage = (): ((language: string) => void) => useTenantContext().changeLanguage;

/** Query key prefix for content: tenant, language and version (DESIGN: server data). */
export function contentKey(scope: ContentScope, ...parts: readonly unknown[]): readonly unknown[] {
  return [scope.siteName, scope.language, scope.version, scope.preview?.token ?? null, ...parts];
}

/** `v` for content calls: the version hash, plus the preview timestamp in preview mode (spec section 6). */
export function versionParam(scope: ContentScope): string | null {
  if (scope.preview && scope.version) return `${scope.version}${scope.preview.timestamp ?? ''}`;
  return scope.version;
}

/**
 * The preview parameters of a content call (spec section 6); none outside preview. Every call
 * carries `content_type` and `token`; the scene list wants the content type lowercased, and a tour
 * also takes the preview `timestamp`.
 */
export function previewQuery(
  scope: ContentScope,
  { lowercaseType = false, withTimestamp = false }: { lowercaseType?: boolean; withTimestamp?: boolean } = {},
): Record<string, QueryValue> {
  const preview = scope.preview;
  if (!preview) return {};
  return {
    content_type: lowercaseType ? preview.contentType?.toLowerCase() : preview.contentType,
    token: preview.token,
    ...(withTimestamp ? { timestamp: preview.timestamp } : {}),
  };
}
