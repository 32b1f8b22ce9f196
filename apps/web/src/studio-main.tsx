// Meridian Studio's own entry (studio.html, built by vite.studio.config.ts into dist-studio/, served
// only by `meridian studio`): nothing of it is in the visitor app's build.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './components/tokens.css';
import './studio/studio.css';
import { StudioApp } from './studio/studio-app.tsx';
import { initialLanguage } from './studio/studio-strings.ts';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <StudioApp initialLanguage={initialLanguage()} />
    </StrictMode>,
  );
}
