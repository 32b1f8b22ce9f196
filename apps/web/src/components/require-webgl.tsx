// WebGL screens (tour viewer, scene viewer) check the Safari 15.0 case and WebGL before rendering
// (spec sections 5 and 8); a failure replaces everything with the error page.
import type { ReactNode } from 'react';
import { hasWebGL } from '../lib/webgl.ts';
import { isUnsupportedSafari, unsupportedSafariError, webglMissingError } from '../lib/errors/error-catalogue.ts';
import { RaiseError } from './raise-error.tsx';

export function RequireWebGL({ children }: { children: ReactNode }) {
  if (isUnsupportedSafari(navigator.userAgent)) return <RaiseError error={unsupportedSafariError()} />;
  if (!hasWebGL()) return <RaiseError error={webglMissingError()} />;
  return children;
}
