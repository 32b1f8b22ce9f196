// What the share menu copies (issue 14): the page's address, the iframe that embeds the viewer, and
// the iframe that embeds its banner card, each with the allow attributes an embed needs.
import { embedSnippet } from '@meridian/contracts/embed';

/** Never shared: analytics ids, and the flags that change what the page is (the share adds its own). */
const DROPPED = ['client_id', 'session_id', 'banner', 'opencta'];

export function shareableUrl(location: Pick<Location, 'href'>, extra: Record<string, string> = {}): string {
  const url = new URL(location.href);
  for (const name of DROPPED) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  url.hash = '';
  return url.toString();
}

/** The viewer embedded full width (fullscreen, gyroscope and accelerometer allowed). */
export function viewerEmbedCode(location: Pick<Location, 'href'>, title: string): string {
  return embedSnippet({ src: shareableUrl(location), width: '100%', height: 600, title });
}

/** The banner card of the same page (640 × 360: description and guide show above 450 × 300). */
export function bannerEmbedCode(location: Pick<Location, 'href'>, title: string): string {
  return embedSnippet({ src: shareableUrl(location, { banner: 'true' }), width: 640, height: 360, title });
}
