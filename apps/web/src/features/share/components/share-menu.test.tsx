import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/translations.json';
import { ShareMenu } from './share-menu.tsx';

async function renderMenu(written: string[], fail = false) {
  const i18n = i18next.createInstance();
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { translations: en } }, defaultNS: 'translations' });
  const clipboard = {
    writeText: (text: string) => {
      written.push(text);
      return fail ? Promise.reject(new Error('denied')) : Promise.resolve();
    },
  };
  const location = { href: 'http://localhost/northfield/highlights/main-quad?lng=fr-ca&client_id=c1&token=t#x' };
  render(
    <I18nextProvider i18n={i18n}>
      <ShareMenu title='Campus "Highlights"' location={location} clipboard={clipboard} />
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
}

describe('share menu', () => {
  it('copies the embed code: an iframe of this page allowing fullscreen, gyroscope and accelerometer', async () => {
    const written: string[] = [];
    await renderMenu(written);
    fireEvent.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(written[0]).toBe(
      '<iframe src="http://localhost/northfield/highlights/main-quad?lng=fr-ca&amp;token=t" width="100%" height="600" title="Campus &quot;Highlights&quot;" allow="fullscreen; gyroscope; accelerometer" loading="lazy" style="border:0" allowfullscreen></iframe>',
    );
  });

  it('copies the banner embed code and the link without analytics ids', async () => {
    const written: string[] = [];
    await renderMenu(written);
    fireEvent.click(screen.getByRole('button', { name: 'Copy banner embed code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(written[0]).toContain(
      'src="http://localhost/northfield/highlights/main-quad?lng=fr-ca&amp;token=t&amp;banner=true" width="640" height="360"',
    );
    expect(written[1]).toBe('http://localhost/northfield/highlights/main-quad?lng=fr-ca&token=t');
  });

  it('says so when the browser refuses the clipboard', async () => {
    await renderMenu([], true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy embed code' }));
    expect(await screen.findByText('Could not copy: your browser did not allow it.')).toBeTruthy();
  });
});
