import { ErrorPage } from '../components/error-page.tsx';
import { useTenant } from '../lib/tenant-context.tsx';

export function NotFoundScreen() {
  const { siteName } = useTenant();
  return (
    <ErrorPage
      title="errors.pageNotFound.title"
      explanation="errors.pageNotFound.explanation"
      status={404}
      link={`/${siteName}`}
      linkText="errors.home"
    />
  );
}
