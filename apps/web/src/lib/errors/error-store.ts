// Spec section 2: "An error page replaces everything when an error is set."
// An error belongs to the path it was raised on, so navigating elsewhere (e.g. the error page's
// Home link) leaves it behind without an explicit clear.
// Fields are translation keys where they are fixed texts (title, explanation, linkText, linkMessage)
// and literal text where they come from a failure (status, message).
import { create } from 'zustand';

export interface AppError {
  title: string;
  explanation?: string;
  status?: number | string;
  message?: string;
  /** In-app path or absolute URL. */
  link?: string;
  linkMessage?: string;
  /** Default text: `link` (spec section 2). */
  linkText?: string;
}

interface ErrorState {
  error: AppError | null;
  path: string | null;
  setError: (error: AppError, path: string) => void;
  clearError: () => void;
}

export const useErrorStore = create<ErrorState>((set) => ({
  error: null,
  path: null,
  setError: (error, path) => set({ error, path }),
  clearError: () => set({ error: null, path: null }),
}));

/** The error set for this path, if any. */
export function useErrorFor(pathname: string): AppError | null {
  return useErrorStore((state) => (state.path === pathname ? state.error : null));
}
