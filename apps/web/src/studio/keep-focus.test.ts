import { describe, expect, it } from 'vitest';
import { frameTookFocus } from './keep-focus.ts';

describe('the focus the preview’s frame takes', () => {
  it('goes back when the frame took it after a load, and stays when the author pressed Tab into it', () => {
    expect(frameTookFocus(true, 'Enter')).toBe(true);
    expect(frameTookFocus(true, null)).toBe(true);
    expect(frameTookFocus(true, 'Tab')).toBe(false);
    // Once the modal has opened, a click in the frame keeps the focus there.
    expect(frameTookFocus(false, null)).toBe(false);
  });
});
