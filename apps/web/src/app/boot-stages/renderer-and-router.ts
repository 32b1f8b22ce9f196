// The first stage of the app's start (app/load-boot.ts): the renderer and the router, evaluated in a
// task of their own. Every name here is one the app itself uses, so this adds no code.
export { createRoot } from 'react-dom/client';
export { Router, UNSAFE_createBrowserHistory, useRoutes } from 'react-router';
