// Which font Chromium drew a node's text with: its DevTools protocol names the fonts each node's text
// was actually drawn with (CSS.getPlatformFontsForNode), so a test sees what a visitor sees, not
// what the CSS asks for (a face still loading draws in the fallback).
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

interface UsedFont {
  familyName: string;
  isCustomFont: boolean;
}

/** The fonts the text of the first node matching the selector was drawn with. */
async function fontsUsed(page: Page, selector: string): Promise<UsedFont[]> {
  const client = await page.context().newCDPSession(page);
  try {
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const { root } = await client.send('DOM.getDocument', { depth: -1 });
    const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (nodeId === 0) return [];
    return (await client.send('CSS.getPlatformFontsForNode', { nodeId })).fonts;
  } finally {
    await client.detach();
  }
}

/**
 * Waits until the node's text is drawn with a font the page loaded, and returns its family names
 * (a variable font is named after its default instance: "Mulish ExtraLight").
 */
export async function drawnWith(page: Page, selector: string): Promise<string[]> {
  await expect
    .poll(async () => (await fontsUsed(page, selector)).some((font) => font.isCustomFont), {
      message: `${selector} drawn in a bundled font`,
    })
    .toBe(true);
  return (await fontsUsed(page, selector)).map((font) => font.familyName);
}
