// A clearly marked placeholder for screens later issues build (CTA modals, tour/scene viewer, map).
// It names the screen and shows the route's parameters so routing can be checked end to end.
import { useTranslation } from 'react-i18next';

export interface PlaceholderScreenProps {
  /** Translation key of the screen's name. */
  screen: string;
  /** Stable id for tests and for the later screen, e.g. `tour-viewer`. */
  screenId: string;
  params: Record<string, string | boolean | null | undefined>;
}

export function PlaceholderScreen({ screen, screenId, params }: PlaceholderScreenProps) {
  const { t } = useTranslation();
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== null);
  return (
    <section
      className="placeholder-screen"
      data-screen={screenId}
      data-placeholder="true"
      aria-labelledby="screen-title"
    >
      <h1 id="screen-title" tabIndex={-1}>
        {t(screen)}
      </h1>
      <p className="placeholder-screen__note">{t('shell.placeholderNote')}</p>
      {entries.length > 0 ? (
        <dl className="placeholder-screen__params">
          {entries.map(([name, value]) => (
            <div key={name} data-param={name}>
              <dt>{name}</dt>
              <dd>{String(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
