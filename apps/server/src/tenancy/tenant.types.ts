/** The tenant a request belongs to, resolved from its Host header. */
export interface ResolvedTenant {
  id: number;
  schema_name: string;
  name: string;
  default_language: string;
  version_hash: string;
  /** Language codes, default first (tenant_languages order). */
  languages: string[];
}
