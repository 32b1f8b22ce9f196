// The embed banner card's own entry (banner.html, served for `?banner=true`, issue 14): React, the
// card and its tilt, nothing of the app shell, no panorama or map engine, no WebGL context.
// Analytics (spec section 1, embed mode): inside a frame nothing is sent before the visitor's first
// click, key press, scroll or touch, so the analytics code itself is fetched only then.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EMBED_ACTIVATION_EVENTS, isEmbedded } from './lib/analytics/analytics-client.ts';
import { BannerScreen } from './features/banner/components/banner-screen.tsx';
import { shieldGlobalStorage } from './lib/safe-storage.ts';
import './components/tokens.css';

// Inside a frame on another site the browser may deny storage: memory then (lib/safe-storage.ts).
shieldGlobalStorage();

function startAnalytics(): void {
  void import('./app/banner-analytics.ts').then(({ startBannerAnalytics }) => startBannerAnalytics());
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BannerScreen />
    </StrictMode>,
  );
  if (isEmbedded()) {
    const onFirstInteraction = () => {
      for (const type of EMBED_ACTIVATION_EVENTS) window.removeEventListener(type, onFirstInteraction, true);
      startAnalytics();
    };
    for (const type of EMBED_ACTIVATION_EVENTS)
      window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
  } else {
    startAnalytics();
  }
}
