import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { noticeCtaFixture } from '../../../testing/cta-fixtures.ts';
import { renderWithCtaContext } from '../../../testing/cta-test-kit.tsx';
import { useCtaQueueStore } from '../cta-store.ts';
import { CtaButtons } from './cta-buttons.tsx';

const ask = noticeCtaFixture({ id: 41, title: 'Ask a student', timing: null });
const welcome = noticeCtaFixture({ id: 42, title: 'Welcome', timing: -1 });

beforeEach(() => {
  useCtaQueueStore.setState({ catalogue: [], endOfTour: [], queue: [], entryPending: false, automaticAllowed: true });
});

describe("the guide card's CTA buttons (issue 39)", () => {
  it("are there in the card's first render, before the CTA host has filled the queue's catalogue", () => {
    renderWithCtaContext(<CtaButtons />, { brand: { brand_ctas: [ask], on_entry_ctas: [welcome] } });
    // No wait: a button arriving a render later grew the card on screen (a layout shift).
    expect(screen.getByRole('button', { name: 'Ask a student' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Welcome' })).toBeNull();
  });

  it('queue their CTA when pressed', () => {
    renderWithCtaContext(<CtaButtons />, { brand: { brand_ctas: [ask] } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask a student' }));
    expect(useCtaQueueStore.getState().queue.map((request) => request.ctaId)).toEqual([41]);
  });
});
