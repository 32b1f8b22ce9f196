// /{site}/insights?token=…: the tenant's dashboard (docs/insights.md). The server answered this
// page only because the token is valid; the report is asked with the same token.
import { insightsReport, type InsightsCount } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { buildUrl } from '../../lib/api-client.ts';
import { useApi } from '../../lib/tenant-context.tsx';
import { BarList, type BarRow } from './bar-list.tsx';
import { CtaFunnel, TourFunnel } from './funnels.tsx';
import { periodChoices, periodOf, type PeriodChoice } from './insights-period.ts';
import { PreparingNotice, refreshWhilePreparing, trafficOf } from './preparing-notice.tsx';
import { TrafficChart } from './traffic-chart.tsx';
import './insights.css';

const rowsOf = (counts: readonly InsightsCount[], label: (key: string) => string = (key) => key): BarRow[] =>
  counts.map((count) => ({ key: count.key, label: label(count.key), count: count.count }));

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="insights-panel" aria-labelledby={id}>
      <h3 id={id} className="insights-panel__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function InsightsScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [choice, setChoice] = useState<PeriodChoice>('30');
  const period = periodOf(choice);
  const report = useQuery({
    queryKey: ['insights', api.origin, token, period.from, period.to],
    queryFn: ({ signal }) => api.get('insights/', insightsReport, { params: { token, ...period }, signal }),
    staleTime: 0,
    // Days still being rolled up on the server: ask again until they are counted.
    refetchInterval: (query) => refreshWhilePreparing(query.state.data),
  });
  const data = report.data;
  const traffic = useMemo(() => (data ? trafficOf(data) : []), [data]);
  const none = t('insights.none');
  const languageName = new Intl.DisplayNames([api.language], { type: 'language', fallback: 'code' });
  const numbers = new Intl.NumberFormat(api.language);

  return (
    <div className="insights" data-testid="insights">
      <header className="insights__header">
        <h1 className="insights__title">{t('insights.title')}</h1>
        <SegmentedControl
          className="insights__period"
          legend={t('insights.period')}
          options={periodChoices.map((value) => ({
            value,
            label: t('insights.days', { count: Number(value), value: numbers.format(Number(value)) }),
          }))}
          value={choice}
          onChange={setChoice}
        />
      </header>
      {report.isError ? (
        <p className="insights__error" role="alert">
          {t('insights.failed')}
        </p>
      ) : !data ? (
        <p className="insights__empty" role="status">
          {t('shell.loading')}
        </p>
      ) : (
        <>
          {data.preparing ? <PreparingNotice preparing={data.preparing} language={api.language} /> : null}
          <dl className="insights__totals">
            <div>
              <dt>{t('insights.visits')}</dt>
              <dd data-testid="total-visits">{numbers.format(data.totals.visits)}</dd>
            </div>
            <div>
              <dt>{t('insights.pageViews')}</dt>
              <dd data-testid="total-page-views">{numbers.format(data.totals.page_views)}</dd>
            </div>
          </dl>
          <Panel id="insights-traffic" title={t('insights.trafficTitle')}>
            <TrafficChart days={traffic} />
          </Panel>
          <div className="insights__grid">
            <Panel id="insights-tours" title={t('insights.topTours')}>
              <BarList rows={rowsOf(data.top_tours)} label={t('insights.topTours')} empty={none} />
            </Panel>
            <Panel id="insights-scenes" title={t('insights.topScenes')}>
              <BarList rows={rowsOf(data.top_scenes)} label={t('insights.topScenes')} empty={none} />
            </Panel>
            <Panel id="insights-groups" title={t('insights.topGroups')}>
              <BarList rows={rowsOf(data.top_groups)} label={t('insights.topGroups')} empty={none} />
            </Panel>
          </div>
          <Panel id="insights-tour-funnels" title={t('insights.tourFunnels')}>
            {data.tours.length === 0 ? <p className="insights__empty">{none}</p> : null}
            <div className="insights__grid">
              {data.tours.map((tour) => (
                <TourFunnel key={tour.tour} tour={tour} />
              ))}
            </div>
          </Panel>
          <Panel id="insights-cta-funnels" title={t('insights.ctaFunnels')}>
            {data.ctas.length === 0 ? <p className="insights__empty">{none}</p> : null}
            <div className="insights__grid">
              {data.ctas.map((cta) => (
                <CtaFunnel key={cta.id} cta={cta} />
              ))}
            </div>
          </Panel>
          <div className="insights__grid">
            <Panel id="insights-searches" title={t('insights.searchesWithoutResult')}>
              <BarList
                rows={rowsOf(data.searches_without_result)}
                label={t('insights.searchesWithoutResult')}
                empty={none}
              />
            </Panel>
            <Panel id="insights-directions" title={t('insights.directions')}>
              <BarList rows={rowsOf(data.directions)} label={t('insights.directions')} empty={none} />
            </Panel>
            <Panel id="insights-languages" title={t('insights.languages')}>
              <BarList
                rows={rowsOf(data.languages, (code) => languageName.of(code) ?? code)}
                label={t('insights.languages')}
                empty={none}
              />
            </Panel>
            <Panel id="insights-devices" title={t('insights.devices')}>
              <BarList
                rows={rowsOf(data.devices, (key) => t(`insights.device.${key}`, { defaultValue: key }))}
                label={t('insights.devices')}
                empty={none}
              />
            </Panel>
            <Panel id="insights-embeds" title={t('insights.embeds')}>
              <BarList rows={rowsOf(data.embeds)} label={t('insights.embeds')} empty={none} />
            </Panel>
          </div>
          <Panel id="insights-forms" title={t('insights.forms')}>
            {data.forms.length === 0 ? (
              <p className="insights__empty">{none}</p>
            ) : (
              <ul className="insights-forms">
                {data.forms.map((form) => (
                  <li key={form.form_id} className="insights-forms__row">
                    <span className="insights-forms__name">{form.reference}</span>
                    <span className="insights-forms__count">
                      {t('insights.submissions', { count: form.count, value: numbers.format(form.count) })}
                    </span>
                    <a
                      className="insights-forms__csv"
                      href={buildUrl(api.origin, `insights/forms/${form.form_id}.csv`, { token, ...period })}
                      download
                    >
                      {t('insights.downloadCsv', { form: form.reference })}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </>
      )}
    </div>
  );
}
