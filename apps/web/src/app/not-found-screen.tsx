import { ErrorPage } from '../components/error-page.tsx';
import { useTenant } from '../lib/tenant-context.tsx';
import { sitePath } from '../lib/paths.ts';

export function NotFoundScreen() {
  const { siteName } = useTenant();
  return (
    <ErrorPage
      title="errors.pageNotFound.title"
      explanation="errors.pageNotFound.explanation"
      status={404}
      link={sitePath(siteName)}
      linkText="errors.home"
    />
  );
}
