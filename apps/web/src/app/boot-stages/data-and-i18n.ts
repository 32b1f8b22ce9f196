// The second stage of the app's start (app/load-boot.ts): TanStack Query, i18next and the stores'
// library, evaluated in a task of their own. Every name here is one the app itself uses, so this adds
// no code.
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
export { default as i18next } from 'i18next';
export { I18nextProvider, initReactI18next } from 'react-i18next';
export { default as HttpBackend } from 'i18next-http-backend';
export { default as LanguageDetector } from 'i18next-browser-languagedetector';
export { create } from 'zustand';
export { persist } from 'zustand/middleware';
