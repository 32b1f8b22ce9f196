// A notice's ordered blocks (spec section 2): paragraph (sanitised HTML), image, video, button and
// external_link. A block without a value is not shown; an unknown block type renders nothing.
import {
  buttonBlock,
  externalLinkBlock,
  imageBlock,
  paragraphBlock,
  videoBlock,
  type ContentBlock,
  type LinkValue,
} from '@meridian/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/button.tsx';
import { SanitisedHtml } from '../../../components/sanitised-html.tsx';
import { useAnalytics } from '../../../lib/analytics/analytics-context.tsx';

function isAbsolute(url: string): boolean {
  return /^https?:/i.test(url);
}

/** A link to the outside: decorated by the cross-domain linker and opened in a new tab. */
export function OutboundLink({ link, className }: { link: LinkValue; className: string }) {
  const { t } = useTranslation();
  const { linker } = useAnalytics();
  const external = isAbsolute(link.url);
  return (
    <a
      className={className}
      href={external ? linker.decorate(link.url) : link.url}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.text || link.url}
      {external ? <span className="visually-hidden"> {t('cta.opensInNewTab')}</span> : null}
    </a>
  );
}

function NoticeBlock({ block }: { block: ContentBlock }) {
  const { t } = useTranslation();
  // Each type is checked against its own schema: a block whose value is missing or malformed (the
  // contract lets unknown shapes through) renders nothing rather than breaking the notice.
  switch (block.type) {
    case 'paragraph': {
      const parsed = paragraphBlock.safeParse(block);
      return parsed.success && parsed.data.value.trim() !== '' ? (
        <SanitisedHtml className="cta-notice__paragraph" html={parsed.data.value} />
      ) : null;
    }
    case 'image': {
      const image = imageBlock.safeParse(block).data?.value;
      if (!image?.medium.src) return null;
      return <img className="cta-notice__image" src={image.medium.src} alt={image.medium.alt || image.title || ''} />;
    }
    case 'video': {
      const video = videoBlock.safeParse(block).data?.value;
      if (!video?.url) return null;
      return (
        <a className="cta-notice__video" href={video.url} target="_blank" rel="noopener noreferrer">
          {video.thumbnail ? <img src={video.thumbnail} alt="" /> : null}
          <span>{t('cta.watchVideo', { title: video.title })}</span>
          <span className="visually-hidden"> {t('cta.opensInNewTab')}</span>
        </a>
      );
    }
    case 'button': {
      const link = buttonBlock.safeParse(block).data?.value;
      return link?.url ? <OutboundLink className={buttonClassName({}, 'cta-notice__button')} link={link} /> : null;
    }
    case 'external_link': {
      const link = externalLinkBlock.safeParse(block).data?.value;
      return link?.url ? <OutboundLink className="cta-notice__link" link={link} /> : null;
    }
    default:
      return null;
  }
}

/** The images a notice's blocks show (image blocks, video thumbnails), for useImagesReady. */
export function noticeImageUrls(blocks: readonly ContentBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.type === 'image') return [imageBlock.safeParse(block).data?.value?.medium.src ?? ''];
    if (block.type === 'video') return [videoBlock.safeParse(block).data?.value?.thumbnail ?? ''];
    return [];
  });
}

export function NoticeBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <>
      {blocks.map((block) => (
        <NoticeBlock key={block.id} block={block} />
      ))}
    </>
  );
}
