// /{site}/ctas/{ctaId?}: the CTA preview page (spec section 2), for tenants checking their work.
// It shows the CTA as visitors see it — or the list of every CTA — without the entry logic: no
// 300 ms delay, no cookies read or written, no gating (so the page can always be left again).
import type { Cta } from '@meridian/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ModalFallbackContext } from '../../../components/modal/modal.tsx';
import { Button } from '../../../components/button.tsx';
import { Loader } from '../../../components/loader.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { headTitle } from '@meridian/contracts/home-path';
import { useBrand } from '../../../lib/brand/use-brand.ts';
import { titleBrand } from '../../../lib/brand/default-brand.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useApi, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { ctaQuery, ctasQuery } from '../api/ctas-query.ts';
import { ctaTitle } from '../cta-events.ts';
import type { CtaRequest } from '../cta-store.ts';
import { ctaModalFallback } from './cta-host.tsx';
import { LazyCtaModal } from './lazy-cta-modal.tsx';
import './cta.css';
import { ctaPreviewPath } from '../../../lib/paths.ts';

function timingKey(cta: Cta): [string, Record<string, number>?] {
  if (cta.timing === null) return ['cta.timing.button'];
  if (cta.timing === -1) return ['cta.timing.entry'];
  if (cta.timing === 0) return ['cta.timing.afterSplash'];
  return ['cta.timing.afterScenes', { count: cta.timing }];
}

function FetchError({ message, error }: { message: string; error: unknown }) {
  const status = error instanceof ApiError && error.status !== null ? error.status : 500;
  return (
    <p role="alert" className="cta-preview__error">
      {message} ({status})
    </p>
  );
}

function CtaList({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const list = useQuery(ctasQuery(useApi(), useContentScope()));
  if (list.isPending) return <Loader />;
  if (list.isError) return <FetchError message={t('cta.fetchFailed')} error={list.error} />;
  if (list.data.items.length === 0) return <p>{t('cta.previewEmpty')}</p>;
  return (
    <ul className="cta-preview__list">
      {list.data.items.map((cta) => (
        <li key={cta.id}>
          <Link to={ctaPreviewPath(siteName, cta.id)}>{ctaTitle(cta)}</Link>{' '}
          <span>
            ({t(`cta.kind.${cta.action}`)}, {t(...timingKey(cta))})
          </span>
        </li>
      ))}
    </ul>
  );
}

function CtaDetails({ siteName, id }: { siteName: string; id: number }) {
  const { t } = useTranslation();
  const found = useQuery(ctaQuery(useApi(), useContentScope(), id));
  const [request, setRequest] = useState<CtaRequest | null>(null);
  const [opened, setOpened] = useState(false);
  const cta = found.data;
  // Show it as soon as it arrives (an external link needs a click: browsers block tabs opened
  // without one).
  if (cta && !opened && cta.action !== 'external_link') {
    setOpened(true);
    setRequest({ ctaId: cta.id, cta, source: 'preview' });
  }
  return (
    <>
      <dl className="cta-preview__details">
        <div data-param="ctaId">
          <dt>{t('cta.details.id')}</dt>
          <dd>{id}</dd>
        </div>
        {cta ? (
          <>
            <div>
              <dt>{t('cta.details.name')}</dt>
              <dd>{ctaTitle(cta)}</dd>
            </div>
            <div>
              <dt>{t('cta.details.kind')}</dt>
              <dd>{t(`cta.kind.${cta.action}`)}</dd>
            </div>
            <div>
              <dt>{t('cta.details.timing')}</dt>
              <dd>
                {t(...timingKey(cta))}
                {cta.end_of_tour ? `, ${t('cta.timing.endOfTour')}` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('cta.details.gated')}</dt>
              <dd>{cta.gate_entry ? t('shell.yes') : t('cta.details.no')}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {found.isPending ? <Loader /> : null}
      {found.isError ? <FetchError message={t('cta.fetchOneFailed', { id })} error={found.error} /> : null}
      {cta && !request ? (
        <Button onClick={() => setRequest({ ctaId: cta.id, cta, source: 'preview' })}>{t('cta.previewShow')}</Button>
      ) : null}
      <p>
        <Link to={ctaPreviewPath(siteName)}>{t('cta.previewAll')}</Link>
      </p>
      {request ? (
        <ModalFallbackContext.Provider value={ctaModalFallback}>
          <Suspense fallback={<Loader />}>
            <LazyCtaModal request={request} onDone={() => setRequest(null)} />
          </Suspense>
        </ModalFallbackContext.Provider>
      ) : null}
    </>
  );
}

export function CtaPreviewScreen() {
  const { t } = useTranslation();
  const { ctaId } = useParams();
  const tenant = useTenant();
  const brand = useBrand();
  usePageMeta({ title: headTitle(titleBrand(brand), t('screens.ctaPreview')) });
  const id = ctaId !== undefined && /^\d+$/.test(ctaId) ? Number(ctaId) : null;
  return (
    <section className="cta-preview" data-screen="cta-preview">
      <h1 tabIndex={-1}>{t('screens.ctaPreview')}</h1>
      <p>{t('cta.previewIntro')}</p>
      {id === null ? <CtaList siteName={tenant.siteName} /> : <CtaDetails siteName={tenant.siteName} id={id} />}
    </section>
  );
}
