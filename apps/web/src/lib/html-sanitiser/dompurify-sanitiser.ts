// The sanitiser for browsers without `Element.setHTML` (html-sanitiser.ts): DOMPurify with the same
// policy. Its defaults already drop what runs and keep the content of elements it removes (except
// those whose content is code, such as style and template).
import DOMPurify from 'dompurify';
import { removedAttributes, removedElements, unwrappedElements } from './cms-html-policy.ts';
import type { HtmlSanitiser } from './html-sanitiser.ts';

export const dompurifySanitiser: HtmlSanitiser = {
  fill: (element, html) => {
    const fragment = DOMPurify.sanitize(html, {
      FORBID_TAGS: [...removedElements, ...unwrappedElements],
      ADD_FORBID_CONTENTS: [...removedElements],
      FORBID_ATTR: [...removedAttributes],
      RETURN_DOM_FRAGMENT: true,
    });
    element.replaceChildren(fragment);
  },
};
