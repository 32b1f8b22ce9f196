import * as z from 'zod/mini';
import { listResponse } from './common.ts';

/** GET /api/switchboard/{hostname}/ — tenant info, or `{ error }` when the host maps to no tenant. */
export const switchboardTenant = z.object({
  schema_name: z.string(),
  default_language: z.string(),
  version_hash: z.string(),
});
export const switchboardMissing = z.object({ error: z.string() });
export const switchboardResponse = z.union([switchboardTenant, switchboardMissing]);
export type SwitchboardTenant = z.infer<typeof switchboardTenant>;
export type SwitchboardResponse = z.infer<typeof switchboardResponse>;

export const language = z.object({
  language: z.string(),
  name: z.string(),
  name_local: z.string(),
  bidi: z.boolean(),
});
export type Language = z.infer<typeof language>;
export const languageListResponse = listResponse(language);
