// A screen that failed renders <RaiseError>: the error is set for the current path and the shell
// replaces everything with the error page.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Loader } from './loader.tsx';
import { useErrorStore, type AppError } from '../lib/errors/error-store.ts';

export function RaiseError({ error }: { error: AppError }) {
  const { pathname } = useLocation();
  const setError = useErrorStore((state) => state.setError);
  useEffect(() => {
    setError(error, pathname);
  }, [error, pathname, setError]);
  return <Loader />;
}
