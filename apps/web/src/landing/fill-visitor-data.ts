import { memberHref, paths } from '../config/paths';
import { lineChatUrl } from '../lib/line';

/**
 * The calls the static landing page makes (contracts getPrefix and getPromotions; fill-visitor-data.test.ts
 * holds them equal): spelled out here because importing the contracts would ship zod with the page.
 */
export const LANDING_CALLS = {
  prefix: '/v2/prefix',
  promotions: '/user-profile-composite/v1/info/promotion',
  banners: '/v2/banners',
} as const;

interface Runtime {
  apiBase?: string;
  siteKey?: string;
}

async function get(runtime: Runtime, path: string): Promise<unknown> {
  const base = (runtime.apiBase ?? '').replace(/\/+$/, '');
  const res = await fetch(`${base}${path}`, {
    headers: { Accept: 'application/json', 'Accept-Language': 'th', 'X-Api-Key': runtime.siteKey ?? '' },
  });
  if (!res.ok) throw new Error(String(res.status));
  return ((await res.json()) as { data?: unknown }).data;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The banners live now, as slides cloned from the page's <template> (components/banner-carousel.tsx's
 * BannerSlide): the first loads at once, the rest lazily. None, or no answer: the carousel stays hidden.
 */
function fillBanners(doc: Document, banners: unknown) {
  const template = doc.querySelector<HTMLTemplateElement>('template[data-banner-template]');
  const section = doc.querySelector<HTMLElement>('[data-banners]');
  const track = doc.querySelector('[data-banners-track]');
  if (!Array.isArray(banners) || !template || !section || !track) return;
  banners.filter(isRecord).forEach((banner, i) => {
    const picture = isRecord(banner.picture) ? banner.picture : {};
    const slide = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
    const link = slide?.querySelector('a');
    const source = slide?.querySelector('source');
    const image = slide?.querySelector('img');
    if (!slide || !link || !source || !image) return;
    link.href = text(banner.href) || '/';
    source.srcset = text(picture.webp);
    image.srcset = text(picture.jpeg);
    image.src = text(picture.src);
    image.alt = text(banner.title);
    image.width = Number(picture.width) || 0;
    image.height = Number(picture.height) || 0;
    image.loading = i === 0 ? 'eager' : 'lazy';
    track.append(slide);
  });
  section.hidden = track.childElementCount === 0;
}

/**
 * Puts the site's banners, its newest promotion and its LINE contact into the prerendered sections
 * (VisitorSections' data-* slots). Each is optional: without an answer the page keeps no carousel, its
 * generic promotion card and no LINE block, and still works.
 */
export async function fillVisitorData(doc: Document, runtime: Runtime) {
  const [prefix, promotions, banners] = await Promise.allSettled([
    get(runtime, LANDING_CALLS.prefix),
    get(runtime, LANDING_CALLS.promotions),
    get(runtime, LANDING_CALLS.banners),
  ]);
  if (prefix.status === 'fulfilled' && isRecord(prefix.value)) {
    // Maintenance mode: the member app shows the notice (components/maintenance-notice.tsx), not this page.
    if (prefix.value.Maintenance === true) {
      doc.defaultView?.location.replace(memberHref(paths.home.getHref()));
      return;
    }
    const lineId = prefix.value.LineId;
    const block = doc.querySelector<HTMLElement>('[data-line]');
    const link = doc.querySelector<HTMLAnchorElement>('[data-line-link]');
    const id = doc.querySelector('[data-line-id]');
    if (typeof lineId === 'string' && lineId && block && link && id) {
      link.href = lineChatUrl(lineId);
      id.textContent = lineId;
      block.hidden = false;
    }
  }
  if (banners.status === 'fulfilled' && isRecord(banners.value)) fillBanners(doc, banners.value.banners);
  if (promotions.status === 'fulfilled' && Array.isArray(promotions.value)) {
    const first: unknown = promotions.value[0];
    if (!isRecord(first) || typeof first.title !== 'string') return;
    const title = doc.querySelector('[data-promo-title]');
    if (title) title.textContent = first.title;
    const image = doc.querySelector<HTMLImageElement>('[data-promo-image]');
    if (image && typeof first.ImageUrl === 'string' && first.ImageUrl) {
      image.src = first.ImageUrl;
      image.hidden = false;
    }
  }
}
