import { describe, expect, it } from 'vitest';
import { isFramedBySelf } from './framed-by-self.ts';

type Frame = Pick<Window, 'parent' | 'location'>;

function framed(parentLocation: () => { origin: string }): Frame {
  const parent = {
    get location() {
      return parentLocation() as Location;
    },
  } as Window;
  return { parent, location: { origin: 'http://localhost:8000' } as Location };
}

describe('framed by its own site', () => {
  it('is true inside a frame of a page of the same origin (a form’s next page in the CTA modal)', () => {
    expect(isFramedBySelf(framed(() => ({ origin: 'http://localhost:8000' })))).toBe(true);
  });

  it('is false at the top, in another site’s frame, and when the parent cannot be read', () => {
    const top = { location: { origin: 'http://localhost:8000' } as Location } as Frame & { parent: Window };
    (top as { parent: unknown }).parent = top;
    expect(isFramedBySelf(top)).toBe(false);
    expect(isFramedBySelf(framed(() => ({ origin: 'https://university.example' })))).toBe(false);
    expect(
      isFramedBySelf(
        framed(() => {
          throw new DOMException('Blocked a frame', 'SecurityError');
        }),
      ),
    ).toBe(false);
  });
});
