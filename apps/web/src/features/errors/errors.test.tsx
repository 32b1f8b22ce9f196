import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/translations.json';
import { ErrorPage } from '../../components/error-page.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { isUnsupportedSafari, tourLoadError, webglMissingError } from '../../lib/errors/error-catalogue.ts';
import { addErrorSink, reportError } from '../../lib/errors/reporting.ts';

const i18n = createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translations: en } }, defaultNS: 'translations' });

function wrap(children: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('error page (spec section 2)', () => {
  it('shows title, explanation, status and message, and the link with its message', () => {
    wrap(
      <ErrorPage
        title="errors.pageNotFound.title"
        explanation="errors.pageNotFound.explanation"
        status={404}
        message="Not Found"
        link="/northfield"
        linkMessage="errors.pageNotFound.linkMessage"
        linkText="errors.home"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(screen.getByText(/Go back to the start/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/northfield');
  });

  it('labels a link without link text "link"', () => {
    wrap(<ErrorPage title="errors.rendering.title" link="/" />);
    expect(screen.getByRole('link', { name: 'link' })).toBeTruthy();
  });
});

describe('error catalogue (spec section 8)', () => {
  it('titles the WebGL error and explains what to try', () => {
    wrap(<ErrorPage {...webglMissingError()} />);
    expect(screen.getByRole('heading', { name: "WebGL couldn't be found" })).toBeTruthy();
    expect(screen.getByText(/different browser/)).toBeTruthy();
  });

  it('shows the HTTP status of a failed tour, or Unknown error, with a Home link to the site', () => {
    expect(tourLoadError(new ApiError('http', 'u', '404', 404), 'harbour')).toMatchObject({
      message: '404',
      link: '/harbour',
      linkText: 'errors.home',
    });
    expect(tourLoadError(new Error('boom'), 'harbour').message).toBe('Unknown error');
  });

  it('recognises Safari 15.0 on a Mac only', () => {
    const safari150 =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Safari/605.1.15';
    expect(isUnsupportedSafari(safari150)).toBe(true);
    expect(isUnsupportedSafari(safari150.replace('15.0', '15.1'))).toBe(false);
    expect(
      isUnsupportedSafari(safari150.replace('Macintosh; Intel Mac OS X 10_15_7', 'iPhone; CPU iPhone OS 15_0')),
    ).toBe(false);
    expect(
      isUnsupportedSafari(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});

describe('error reporting', () => {
  it('sends failures to every sink but never reports a cancelled request', () => {
    const seen: string[] = [];
    const remove = addErrorSink({ name: 'memory', send: (report) => seen.push(report.context) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(reportError(new DOMException('x', 'AbortError'), 'scenes')).toBe(false);
    expect(reportError(new ApiError('aborted', 'u', 'cancelled'), 'scenes')).toBe(false);
    expect(reportError(new Error('boom'), 'tour-load')).toBe(true);
    remove();
    expect(seen).toEqual(['tour-load']);
  });

  it('reports an unknown rendering error and shows the error page', () => {
    const seen: string[] = [];
    const remove = addErrorSink({ name: 'memory', send: (report) => seen.push(report.context) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('render failed');
    }
    wrap(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    remove();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(seen).toContain('rendering');
  });
});
