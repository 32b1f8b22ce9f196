// The sanitiser for browsers without `Element.setHTML` (html-sanitiser.ts): DOMPurify with the same
// policy. Its defaults already drop what runs and keep the content of elements it removes (except
// those whose content is code, such as style and template).
import DOMPurify from 'dompurify';
import type { CmsHtmlPolicy } from './cms-html-policy.ts';
import type { HtmlSanitiser } from './html-sanitiser.ts';

export function dompurifySanitiser(policy: CmsHtmlPolicy): HtmlSanitiser {
  const config = {
    FORBID_TAGS: [...policy.removedElements, ...policy.unwrappedElements],
    ADD_FORBID_CONTENTS: [...policy.removedElements],
    FORBID_ATTR: [...policy.removedAttributes],
  };
  return {
    fill: (element, html) => {
      const content = DOMPurify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
      policy.removeForeignLinks(content);
      element.replaceChildren(content);
    },
  };
}
