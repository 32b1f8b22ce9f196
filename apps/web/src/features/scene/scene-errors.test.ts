import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { classifySceneFetchError, parseHttpStatus, sceneNotFoundError } from './scene-errors.ts';

describe('scene errors (spec section 8)', () => {
  it('ends cancelled and unknown scene fetch failures quietly', () => {
    expect(classifySceneFetchError(new ApiError('aborted', '/x', 'aborted'))).toBe('quiet');
    expect(classifySceneFetchError(new DOMException('gone', 'AbortError'))).toBe('quiet');
    expect(classifySceneFetchError('something odd')).toBe('quiet');
  });

  it('makes not-found and bad-request an error state, anything else a page-level error', () => {
    expect(classifySceneFetchError(new ApiError('http', '/x', '404', 404))).toBe('error-state');
    expect(classifySceneFetchError(new ApiError('http', '/x', '400', 400))).toBe('error-state');
    expect(classifySceneFetchError(new ApiError('http', '/x', '500', 500))).toBe('page-error');
    expect(classifySceneFetchError(new ApiError('network', '/x', 'offline'))).toBe('page-error');
  });

  it('parses the HTTP status out of a panorama loader error', () => {
    expect(parseHttpStatus(new Error('fetch for "/media/a.jpg" responded with 404: Not Found'))).toBe(404);
    expect(parseHttpStatus({ response: { status: 503 } })).toBe(503);
    expect(parseHttpStatus(new Error('decode failed'))).toBeNull();
  });

  it('links back to the scene by its title on the scene-not-found page', () => {
    const error = sceneNotFoundError(
      new Error('responded with 410: Gone'),
      'The quad',
      'http://localhost/n/scene/quad',
    );
    expect(error).toMatchObject({ title: 'viewer.errors.sceneNotFound.title', status: 410, linkText: 'The quad' });
    expect(sceneNotFoundError(new Error('?'), 'The quad', '/x').message).toBe('Unknown error');
  });
});
