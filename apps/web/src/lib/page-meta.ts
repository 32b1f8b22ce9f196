// Page title and meta tags per screen (spec section 2).
import { useEffect } from 'react';
import { htmlToText } from './html-text.ts';

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export interface PageMeta {
  title: string;
  description?: string | undefined;
  image?: string | undefined;
}

export function applyPageMeta({ title, description, image }: PageMeta): void {
  document.title = title;
  setMeta('property', 'og:title', title);
  if (description !== undefined) {
    // Descriptions come from the CMS as HTML: meta tags hold its text.
    const text = htmlToText(description);
    setMeta('name', 'description', text);
    setMeta('property', 'og:description', text);
  }
  if (image) setMeta('property', 'og:image', image);
}

/**
 * Sets the page's title and meta while the screen is shown. `null` leaves them to a nested screen
 * (effects run child first, so a parent that also set them would override its child).
 */
export function usePageMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const image = meta?.image;
  useEffect(() => {
    if (title !== undefined) applyPageMeta({ title, description, image });
  }, [title, description, image]);
}
