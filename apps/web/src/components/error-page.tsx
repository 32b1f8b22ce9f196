// Spec section 2: title, optional explanation, status plus message, optional link with link
// message and link text (default text: link). Strings that are translation keys are translated.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ErrorPageProps {
  title: string;
  explanation?: string | undefined;
  status?: number | string | undefined;
  message?: string | undefined;
  link?: string | undefined;
  linkMessage?: string | undefined;
  linkText?: string | undefined;
  /** Render the link as a plain anchor (outside the router, e.g. in the root error boundary). */
  plainLink?: boolean;
}

export function ErrorPage({
  title,
  explanation,
  status,
  message,
  link,
  linkMessage,
  linkText,
  plainLink,
}: ErrorPageProps) {
  const { t } = useTranslation();
  const statusLine = [status, message].filter((part) => part !== undefined && part !== '').join(' ');
  const text = linkText ? t(linkText) : t('errors.defaultLinkText');
  const isExternal = link !== undefined && /^https?:/i.test(link);
  return (
    <section className="error-page" role="alert" aria-labelledby="error-page-title">
      <h1 id="error-page-title" tabIndex={-1}>
        {t(title)}
      </h1>
      {explanation ? <p className="error-page__explanation">{t(explanation)}</p> : null}
      {statusLine ? <p className="error-page__status">{statusLine}</p> : null}
      {link ? (
        <p className="error-page__link">
          {linkMessage ? <span>{t(linkMessage)} </span> : null}
          {isExternal || plainLink ? <a href={link}>{text}</a> : <Link to={link}>{text}</Link>}
        </p>
      ) : null}
    </section>
  );
}
