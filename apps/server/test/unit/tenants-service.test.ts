import { switchboardTenant } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { TenantRow } from '../../src/tenancy/tenants.repository.ts';
import { toResolvedTenant, toSwitchboardTenant } from '../../src/tenancy/tenants.service.ts';

const row: TenantRow = {
  id: 7,
  schema_name: 'harbour',
  name: 'Harbour College',
  default_language: 'en',
  version_hash: 'abc123',
  embedders: '["https://www.harbour.example"]',
  map_origins: '["https://tiles.harbour.example"]',
  video_providers: '["vimeo"]',
};

describe('the tenant of a request', () => {
  it('lists its languages in the tenant order, the default language first even when no language row names it', () => {
    expect(toResolvedTenant(row, ['en', 'fr-ca']).languages).toEqual(['en', 'fr-ca']);
    expect(toResolvedTenant(row, ['fr-ca', 'ar']).languages).toEqual(['en', 'fr-ca', 'ar']);
  });

  it('carries only the fields requests use, not whatever columns the row has', () => {
    const withExtraColumn = { ...row, content_hash: 'internal' } as TenantRow;
    expect(Object.keys(toResolvedTenant(withExtraColumn, ['en'])).sort()).toEqual(
      [
        'default_language',
        'embedders',
        'id',
        'languages',
        'mapOrigins',
        'name',
        'schema_name',
        'version_hash',
        'videoProviders',
      ].sort(),
    );
  });

  it('carries its framing policy as a list, and the default policy when none or an unreadable one is stored', () => {
    expect(toResolvedTenant(row, ['en']).embedders).toEqual(['https://www.harbour.example']);
    expect(toResolvedTenant({ ...row, embedders: null }, ['en']).embedders).toBeNull();
    expect(toResolvedTenant({ ...row, embedders: '{oops' }, ['en']).embedders).toBeNull();
  });

  it('carries its map style origins as a list, and none when none or an unreadable one is stored', () => {
    expect(toResolvedTenant(row, ['en']).mapOrigins).toEqual(['https://tiles.harbour.example']);
    expect(toResolvedTenant({ ...row, map_origins: null }, ['en']).mapOrigins).toEqual([]);
    expect(toResolvedTenant({ ...row, map_origins: '{oops' }, ['en']).mapOrigins).toEqual([]);
  });

  it('is told to clients through the switchboard contract, without its database id or name', () => {
    const answer = toSwitchboardTenant(toResolvedTenant(row, ['en']));
    expect(z.strictObject(switchboardTenant.shape).parse(answer)).toEqual({
      schema_name: 'harbour',
      default_language: 'en',
      version_hash: 'abc123',
    });
  });
});
