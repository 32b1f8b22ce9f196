// The brand's policy links (privacy, terms…), opened in a new tab; shown in the cookie notice and
// in the menu.
import type { Brand } from '@meridian/contracts';
import ExternalLink from 'lucide-react/icons/external-link';
import { useTranslation } from 'react-i18next';
import './consent.css';

export function PolicyLinks({ links }: { links: Brand['policy_links'] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <ul className="policy-links">
      {links.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.text}
            <ExternalLink className="policy-links__icon" aria-hidden="true" focusable="false" />
            <span className="visually-hidden"> {t('cta.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
