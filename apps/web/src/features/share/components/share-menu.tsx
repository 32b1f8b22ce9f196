import { Check, Code, Link, PanelTop, Share2, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button.tsx';
import { Popover } from '../../../components/popover.tsx';
import { bannerEmbedCode, shareableUrl, viewerEmbedCode } from '../embed-code.ts';
import './share-menu.css';

type Copied = 'link' | 'embed' | 'banner' | 'failed' | null;

export interface ShareMenuProps {
  /** Names the embedded frame (its accessible name on the other site). */
  title: string;
  location?: Pick<Location, 'href'>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/** The viewer's share menu: copy the link, the viewer's embed code or the banner's embed code. */
export function ShareMenu({ title, location = window.location, clipboard = navigator.clipboard }: ShareMenuProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<Copied>(null);
  const copy = (kind: Exclude<Copied, 'failed' | null>, text: string) => {
    clipboard.writeText(text).then(
      () => setCopied(kind),
      () => setCopied('failed'),
    );
  };
  const items: { kind: Exclude<Copied, 'failed' | null>; icon: LucideIcon; label: string; text: () => string }[] = [
    { kind: 'link', icon: Link, label: t('viewer.share.copyLink'), text: () => shareableUrl(location) },
    { kind: 'embed', icon: Code, label: t('viewer.share.copyEmbed'), text: () => viewerEmbedCode(location, title) },
    {
      kind: 'banner',
      icon: PanelTop,
      label: t('viewer.share.copyBanner'),
      text: () => bannerEmbedCode(location, title),
    },
  ];
  return (
    <Popover
      label={t('viewer.share.title')}
      side="bottom"
      align="end"
      tone="surface"
      trigger={(props) => <IconButton {...props} icon={Share2} label={t('viewer.share.open')} tone="overlay" />}
    >
      <ul className="share-menu">
        {items.map((item) => (
          <li key={item.kind}>
            <button type="button" className="share-menu__item" onClick={() => copy(item.kind, item.text())}>
              {copied === item.kind ? (
                <Check className="share-menu__icon" aria-hidden="true" focusable="false" />
              ) : (
                <item.icon className="share-menu__icon" aria-hidden="true" focusable="false" />
              )}
              {item.label}
            </button>
          </li>
        ))}
      </ul>
      <p className="share-menu__status" role="status">
        {copied === null ? '' : copied === 'failed' ? t('viewer.share.failed') : t('viewer.share.copied')}
      </p>
    </Popover>
  );
}
