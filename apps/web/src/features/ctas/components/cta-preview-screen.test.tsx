import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { formCtaFixture, noticeCtaFixture } from '../../../testing/cta-fixtures.ts';
import { renderWithCtaContext, stubFetch } from '../../../testing/cta-test-kit.tsx';
import { CtaPreviewScreen } from './cta-preview-screen.tsx';

// Whole forms driven by simulated typing: slow on a shared CI machine, not a performance claim.
vi.setConfig({ testTimeout: 30_000 });

const notice = noticeCtaFixture({ id: 21 });
const gated = formCtaFixture({ id: 31, gate_entry: true });
const SLOW = { timeout: 15_000 };

beforeEach(() => vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query })));
afterEach(() => vi.unstubAllGlobals());

function preview(path: string) {
  const network = stubFetch({
    '/api/v2/ctas/': { status: 200, body: { meta: { total_count: 2 }, items: [notice, gated] } },
    '/api/v2/ctas/21/': { status: 200, body: notice },
    '/api/v2/ctas/31/': { status: 200, body: gated },
  });
  renderWithCtaContext(
    <Routes>
      <Route path="/:site/ctas/:ctaId?" element={<CtaPreviewScreen />} />
    </Routes>,
    { fetchImpl: network.fetchImpl, path },
  );
  return network;
}

describe('CTA preview route (spec section 2)', () => {
  it('lists every CTA of the site with its kind and timing', async () => {
    preview('/northfield/ctas');
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Welcome (Notice, On entry)', 'Request information (Form, On entry)']);
    expect(within(list).getByRole('link', { name: 'Welcome' }).getAttribute('href')).toBe('/northfield/ctas/21');
  });

  it('shows one CTA at once, without entry logic: no delay, no cookie, and a gated form can be closed', async () => {
    const set = vi.spyOn(Cookies, 'set');
    preview('/northfield/ctas/31');
    await screen.findByRole('dialog', { name: 'Request information' }, SLOW);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(set).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Show this call to action' })).toBeTruthy();
  });

  it('says which CTA could not be fetched, with the status', async () => {
    preview('/northfield/ctas/99');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch CTA with ID 99 (404)');
  });
});
