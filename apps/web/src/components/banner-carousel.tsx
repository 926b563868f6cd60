import type { MemberBanner } from '@chokdee/contracts';
import { MEMBER_BASE, toAppPath } from '../config/paths';
import type { AppLink } from '../landing/visitor-sections';
import { TEXT } from '../lib/text';

/** How wide a banner shows: the whole column on a phone, at most the page's 960 px beyond. */
const SIZES = '(max-width: 960px) 100vw, 960px';

const inMemberApp = (href: string) => href === MEMBER_BASE || href.startsWith(`${MEMBER_BASE}/`);

/**
 * One banner: its picture (WebP, JPEG for browsers without it) as a link. The first loads at once (it is
 * the page's largest paint), the others lazily. The static landing clones this markup from a <template>
 * (landing/fill-visitor-data.ts), so both pages show the same slide.
 */
export function BannerSlide({
  banner,
  link,
  first,
}: {
  banner?: MemberBanner;
  link: AppLink;
  first: boolean;
}) {
  return (
    <li className="banners__slide" data-banner-slide="">
      <BannerLink banner={banner} link={link} first={first} />
    </li>
  );
}

/** A banner's picture as a link to its page (the carousel's slides and the sign-in popup). */
export function BannerLink({
  banner,
  link: Link,
  first,
  onFollow,
}: {
  banner?: MemberBanner | undefined;
  link: AppLink;
  first: boolean;
  /** Called when the link is followed. */
  onFollow?: () => void;
}) {
  const picture = banner?.picture;
  const href = banner?.href ?? '/';
  const image = (
    <picture>
      <source type="image/webp" srcSet={picture?.webp} sizes={SIZES} />
      <img
        className="banner__image"
        src={picture?.src}
        srcSet={picture?.jpeg}
        sizes={SIZES}
        alt={banner?.title ?? ''}
        width={picture?.width}
        height={picture?.height}
        loading={first ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
  // A page of the member app goes through its router; any other page of the site is a plain link.
  return inMemberApp(href) ? (
    <Link to={toAppPath(href)} className="banner" onClick={onFollow}>
      {image}
    </Link>
  ) : (
    <a href={href} className="banner" onClick={onFollow}>
      {image}
    </a>
  );
}

/**
 * The operator's banners (back office, issue 28): a row that snaps one banner at a time, swiped on a phone,
 * scrolled or tabbed through on a laptop. Nothing moves by itself. Hidden while there is none.
 */
export function BannerCarousel({ banners = [], link }: { banners?: MemberBanner[]; link: AppLink }) {
  return (
    <section className="banners" aria-label={TEXT.bannersLabel} hidden={banners.length === 0} data-banners="">
      <ul className="banners__track" data-banners-track="">
        {banners.map((b, i) => (
          <BannerSlide key={b.id} banner={b} link={link} first={i === 0} />
        ))}
      </ul>
    </section>
  );
}
