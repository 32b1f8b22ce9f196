// Notice CTA (spec section 2): a titled modal with its ordered blocks and an optional fixed button
// pinned at the bottom.
import type * as z from 'zod/mini';
import type { noticeCta } from '@meridian/contracts';
import type { CtaCloseReason } from '../cta-close.ts';
import type { CtaRequest } from '../cta-store.ts';
import { ctaTitle } from '../cta-events.ts';
import { buttonClassName } from '../../../components/button.tsx';
import { CtaModalFrame } from './cta-modal-frame.tsx';
import { useImagesReady } from '../hooks/use-images-ready.ts';
import { NoticeBlocks, noticeImageUrls, OutboundLink } from './notice-blocks.tsx';

export type NoticeCta = z.infer<typeof noticeCta>;

export function NoticeCtaModal({
  request,
  cta,
  onClose,
}: {
  request: CtaRequest;
  cta: NoticeCta;
  onClose: (reason: CtaCloseReason, confirmed: boolean) => void;
}) {
  const notice = cta.content[0].value;
  const fixed = notice.fixed_button?.url ? notice.fixed_button : null;
  // Shown whole: its images (without sizes in the content) would otherwise push the text down.
  const imagesReady = useImagesReady(
    [notice.image?.url ?? '', ...noticeImageUrls(notice.content)].filter((url) => url !== ''),
  );
  if (!imagesReady) return null;
  return (
    <CtaModalFrame
      request={request}
      title={notice.title.trim() || ctaTitle(cta)}
      confirmed={false}
      onClose={onClose}
      className="cta-modal--notice"
      footer={fixed ? <OutboundLink className={buttonClassName({}, 'cta-notice__fixed')} link={fixed} /> : undefined}
    >
      {notice.image?.url ? (
        <img className="cta-notice__hero" src={notice.image.url} alt={notice.image.alt || notice.image.title || ''} />
      ) : null}
      <div className="cta-notice">
        <NoticeBlocks blocks={notice.content} />
      </div>
    </CtaModalFrame>
  );
}
