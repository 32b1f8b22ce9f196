import { switchboardTenant } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import type { TenantRow } from '../../src/tenancy/tenants.repository.ts';
import { toResolvedTenant, toSwitchboardTenant } from '../../src/tenancy/tenants.service.ts';

const row: TenantRow = {
  id: 7,
  schema_name: 'harbour',
  name: 'Harbour College',
  default_language: 'en',
  version_hash: 'abc123',
};

describe('the tenant of a request', () => {
  it('lists its languages in the tenant order, the default language first even when no language row names it', () => {
    expect(toResolvedTenant(row, ['en', 'fr-ca']).languages).toEqual(['en', 'fr-ca']);
    expect(toResolvedTenant(row, ['fr-ca', 'ar']).languages).toEqual(['en', 'fr-ca', 'ar']);
  });

  it('carries only the fields requests use, not whatever columns the row has', () => {
    const withExtraColumn = { ...row, content_hash: 'internal' } as TenantRow;
    expect(Object.keys(toResolvedTenant(withExtraColumn, ['en'])).sort()).toEqual(
      ['default_language', 'id', 'languages', 'name', 'schema_name', 'version_hash'].sort(),
    );
  });

  it('is told to clients through the switchboard contract, without its database id or name', () => {
    const answer = toSwitchboardTenant(toResolvedTenant(row, ['en']));
    expect(switchboardTenant.strict().parse(answer)).toEqual({
      schema_name: 'harbour',
      default_language: 'en',
      version_hash: 'abc123',
    });
  });
});
