import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureToastRoom } from './toast-room.ts';

function showRegion(top: number, height: number): void {
  const region = document.createElement('div');
  region.className = 'toast-region';
  region.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height });
  document.body.append(region);
}

describe('the room a notice takes at the bottom of the window', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('style');
    vi.restoreAllMocks();
  });

  it('leaves the page’s root untouched while no notice is shown (a write there restyles the whole page)', () => {
    const write = vi.spyOn(document.documentElement.style, 'setProperty');
    measureToastRoom();
    showRegion(window.innerHeight, 0);
    measureToastRoom();
    expect(write).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('hands a shown notice’s room to the page once, and again only when it changes', () => {
    const write = vi.spyOn(document.documentElement.style, 'setProperty');
    showRegion(window.innerHeight - 80, 64);
    measureToastRoom();
    measureToastRoom();
    expect(document.documentElement.style.getPropertyValue('--toast-room')).toBe('80px');
    expect(write).toHaveBeenCalledTimes(1);
    document.body.replaceChildren();
    measureToastRoom();
    expect(document.documentElement.style.getPropertyValue('--toast-room')).toBe('0px');
    expect(write).toHaveBeenCalledTimes(2);
  });
});
