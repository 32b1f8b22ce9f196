import type { BannerCard } from '@meridian/contracts/embed';
import type { BannerStrings } from '../banner-strings.ts';

export interface BannerGuideProps {
  guide: NonNullable<BannerCard['guide']>;
  strings: BannerStrings;
  /** The avatar block's share of the card body (guideAvatarWidth). */
  width: string;
}

/** The tour guide: avatar, the label "tour guide" and the name. */
export function BannerGuide({ guide, strings, width }: BannerGuideProps) {
  return (
    <figure className="banner-guide" style={{ inlineSize: width }} data-testid="banner-guide">
      <img className="banner-guide__avatar" src={guide.image.url} alt={guide.image.alt} />
      <figcaption className="banner-guide__caption">
        <span className="banner-guide__label">{strings.tourGuide}</span>
        <span className="banner-guide__name">{guide.name}</span>
      </figcaption>
    </figure>
  );
}
