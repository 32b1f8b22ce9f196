import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApp } from './app/create-app.tsx';
import { reportError } from './features/errors/reporting.ts';
import { installSentrySink } from './features/errors/sentry-sink.ts';
import './app/app.css';

void installSentrySink(import.meta.env.VITE_SENTRY_DSN).catch((error: unknown) => reportError(error, 'sentry'));

const container = document.getElementById('root');
if (container) {
  createApp()
    .then(({ element }) => createRoot(container).render(<StrictMode>{element}</StrictMode>))
    .catch((error: unknown) => reportError(error, 'startup'));
}
