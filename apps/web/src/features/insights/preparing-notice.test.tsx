import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import ar from '../../../public/locales/ar/translations.json';
import en from '../../../public/locales/en/translations.json';
import { createTestI18n } from '../../testing/test-runtime.ts';
import { PREPARING_REFRESH_MS, PreparingNotice, refreshWhilePreparing, trafficOf } from './preparing-notice.tsx';

const preparing = { from: '2026-10-22', to: '2026-11-19', days: 29 };

function renderIn(language: 'en' | 'ar') {
  const i18n = createTestI18n({ en: { translations: en }, ar: { translations: ar } }, language);
  return render(
    <I18nextProvider i18n={i18n}>
      <PreparingNotice preparing={preparing} language={language} />
    </I18nextProvider>,
  );
}

describe('the notice of days still being prepared', () => {
  it('says how many days, which ones, and that the figures leave them out for now', () => {
    renderIn('en');
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('29 days');
    expect(notice.textContent).toMatch(/October 22.*November 19, 2026/);
    expect(notice.textContent).toContain('do not count that time yet');
  });

  it('says it in Arabic with Arabic plural and dates', () => {
    renderIn('ar');
    const text = screen.getByRole('status').textContent;
    expect(text).toContain('جارٍ تجهيز');
    expect(text).toContain('يومًا');
    expect(text).toMatch(/أكتوبر|نوفمبر/);
  });

  it('asks for the report again while days are being prepared, and no more once they are in', () => {
    const report = { preparing } as Parameters<typeof refreshWhilePreparing>[0];
    expect(refreshWhilePreparing(report)).toBe(PREPARING_REFRESH_MS);
    expect(refreshWhilePreparing(report && { ...report, preparing: null })).toBe(false);
    expect(refreshWhilePreparing(undefined)).toBe(false);
  });

  it('draws the days being prepared as gaps in the chart, not as days without visits', () => {
    const traffic = ['2026-11-18', '2026-11-19', '2026-11-20'].map((day) => ({ day, visits: 3, page_views: 5 }));
    const report = { preparing: { from: '2026-11-18', to: '2026-11-19', days: 2 }, traffic } as Parameters<
      typeof trafficOf
    >[0];
    expect(trafficOf(report)).toEqual([
      { day: '2026-11-18', visits: null, page_views: null },
      { day: '2026-11-19', visits: null, page_views: null },
      { day: '2026-11-20', visits: 3, page_views: 5 },
    ]);
    expect(trafficOf({ ...report, preparing: null })).toBe(traffic);
  });
});
