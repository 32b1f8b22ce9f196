// The brand's cookie notice as a toast at the bottom of the page (not a modal: it never blocks the
// tour), with the policy links; dismissing it is remembered by its cookie_name.
import type { Brand } from '@meridian/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.tsx';
import { DeferredSanitisedHtml } from '../../../components/deferred-sanitised-html.tsx';
import { Toast, ToastRegion } from '../../../components/toast.tsx';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { isNoticeDismissed, rememberNoticeDismissed } from '../cookie-consent.ts';
import { PolicyLinks } from './policy-links.tsx';

type Notice = Brand['cookies_notice'][number];

export function CookieNotice({ notices, policyLinks }: { notices: Notice[]; policyLinks: Brand['policy_links'] }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState<string[]>([]);
  // Cookies are the browser's: a server-rendered page (lib/hydration.ts) shows the notice right after
  // it is hydrated, and its HTML has the empty region.
  const cookiesReadable = useAfterHydration(false, () => true);
  const notice = cookiesReadable
    ? notices.find((entry) => !dismissed.includes(entry.cookie_name) && !isNoticeDismissed(entry.cookie_name))
    : undefined;
  const dismiss = (entry: Notice) => {
    rememberNoticeDismissed(entry.cookie_name);
    setDismissed((names) => [...names, entry.cookie_name]);
  };
  return (
    <ToastRegion label={t('consent.region')}>
      {notice ? (
        <Toast
          action={
            <Button size="sm" onClick={() => dismiss(notice)}>
              {notice.dismiss_text || t('consent.dismiss')}
            </Button>
          }
        >
          <DeferredSanitisedHtml className="cookie-notice__text" html={notice.paragraph} />
          <PolicyLinks links={policyLinks} />
        </Toast>
      ) : null}
    </ToastRegion>
  );
}
