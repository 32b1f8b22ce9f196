// Help text (spec section 5): plain text in which web links become links opening in a new tab.
import LinkifyIt from 'linkify-it';
import { useTranslation } from 'react-i18next';

// Built on first use: its constructor compiles its patterns (≈6 ms on a laptop), and this module is
// loaded with every CTA, form or not (the homepage's entry notice included).
let linkify: LinkifyIt | null = null;

export function HelpText({ id, text }: { id: string; text: string }) {
  const { t } = useTranslation();
  linkify ??= new LinkifyIt();
  const matches = linkify.match(text) ?? [];
  const parts: React.ReactNode[] = [];
  let cursor = 0;
  for (const match of matches) {
    if (!/^https?:/i.test(match.url)) continue;
    parts.push(text.slice(cursor, match.index));
    parts.push(
      <a key={match.index} href={match.url} target="_blank" rel="noopener noreferrer">
        {match.text}
        <span className="visually-hidden"> {t('cta.opensInNewTab')}</span>
      </a>,
    );
    cursor = match.lastIndex;
  }
  parts.push(text.slice(cursor));
  return (
    <p id={id} className="form-field__help">
      {parts}
    </p>
  );
}
