import { describe, expect, it } from 'vitest';
import { createPreviewToken, verifyPreviewToken } from '../../src/tenancy/preview-token.ts';

const secret = 'unit-test-secret-0123456789-0123456789';
const scope = { tenant: 'northfield', contentType: 'tour.TourPage', id: 42 };
const later = new Date(Date.now() + 60_000);

describe('preview tokens', () => {
  it('are made of lowercase characters only, so lowercasing keeps them valid', () => {
    const token = createPreviewToken(secret, scope, later);
    expect(token).toBe(token.toLowerCase());
    expect(verifyPreviewToken(secret, 'northfield', 'tour.tourpage', token.toUpperCase())).toMatchObject({
      kind: 'tour',
      id: 42,
    });
  });

  it('are rejected once expired', () => {
    const token = createPreviewToken(secret, scope, later);
    expect(verifyPreviewToken(secret, 'northfield', 'tour.tourpage', token, new Date(later.getTime() + 1))).toBeNull();
  });

  it('are rejected when signed with another secret, or for another tenant or content type', () => {
    const token = createPreviewToken(secret, scope, later);
    expect(verifyPreviewToken(`${secret}x`, 'northfield', 'tour.tourpage', token)).toBeNull();
    expect(verifyPreviewToken(secret, 'harbour', 'tour.tourpage', token)).toBeNull();
    expect(verifyPreviewToken(secret, 'northfield', 'place.locationpage', token)).toBeNull();
  });

  it('cannot be moved to another object by editing the id', () => {
    const token = createPreviewToken(secret, scope, later);
    const forged = token.replace(/^2a-/, '2b-');
    expect(forged).not.toBe(token);
    expect(verifyPreviewToken(secret, 'northfield', 'tour.tourpage', forged)).toBeNull();
  });
});
