import { bannerInput, type AdminBanner, type BannerInput, type BannerPlacement } from '@chokdee/contracts';
import type { MessageKey } from '../../i18n';
import { fromBangkokInput, toBangkokInput } from '../../lib/bangkok-time';

/** The member site's pages a banner may lead to, by name; any other page of the site is typed in. */
export const BANNER_LINKS: readonly { href: string; name: MessageKey }[] = [
  { href: '/user/promotion', name: 'bnLinkPromotion' },
  { href: '/user/free_credit', name: 'bnLinkFreeCredit' },
  { href: '/user/game', name: 'bnLinkGames' },
  { href: '/user/slot', name: 'bnLinkSlot' },
  { href: '/user/baccarat', name: 'bnLinkBaccarat' },
  { href: '/user/poker', name: 'bnLinkPoker' },
  { href: '/user/trading', name: 'bnLinkTrading' },
  { href: '/user/spinner', name: 'bnLinkSpinner' },
  { href: '/user/cash_back', name: 'bnLinkCashBack' },
  { href: '/user/affiliate', name: 'bnLinkAffiliate' },
  { href: '/user/register', name: 'bnLinkRegister' },
];

/** The link select's value for "another page, typed in". */
export const OTHER_LINK = 'other';

/** The name of a page of BANNER_LINKS, or undefined for a page typed in. */
export const linkName = (href: string) => BANNER_LINKS.find((l) => l.href === href)?.name;

/** What the form holds: strings as chosen or typed; the picture as the id its upload answered. */
export interface BannerFormValues {
  /** The uploaded picture's id; '' while there is none. */
  imageId: string;
  title: string;
  /** A page of BANNER_LINKS, or OTHER_LINK. */
  link: string;
  /** The page typed in, when `link` is OTHER_LINK. */
  otherHref: string;
  /** The carousel, or the popup after sign-in. */
  placement: BannerPlacement;
  /** Bangkok wall-clock times as the date fields hold them ("2026-12-31T23:05"); '' for none. */
  startsAt: string;
  endsAt: string;
  sortOrder: string;
}

/** A new banner's form: no picture, the first page, shown from now on with no end, first in the row. */
export function emptyForm(now = Date.now()): BannerFormValues {
  return {
    imageId: '',
    title: '',
    link: BANNER_LINKS[0]!.href,
    otherHref: '',
    placement: 'carousel',
    startsAt: toBangkokInput(new Date(now).toISOString()),
    endsAt: '',
    sortOrder: '0',
  };
}

/** A stored banner as the edit form starts from (a page not in the list is "other", typed in). */
export function toFormValues(b: AdminBanner): BannerFormValues {
  const listed = linkName(b.href) !== undefined;
  return {
    imageId: b.imageId,
    title: b.title,
    link: listed ? b.href : OTHER_LINK,
    otherHref: listed ? '' : b.href,
    placement: b.placement,
    startsAt: toBangkokInput(b.startsAt),
    endsAt: toBangkokInput(b.endsAt),
    sortOrder: String(b.sortOrder),
  };
}

/** "12" → 12; anything but a whole number → NaN, which the contract refuses. */
const orderOf = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** The contract's body for the form's values (times read as Bangkok time, no end as null). */
export function toInputBody(v: BannerFormValues) {
  return {
    title: v.title,
    href: v.link === OTHER_LINK ? v.otherHref.trim() : v.link,
    placement: v.placement,
    imageId: v.imageId,
    startsAt: fromBangkokInput(v.startsAt),
    endsAt: v.endsAt === '' ? null : fromBangkokInput(v.endsAt),
    sortOrder: orderOf(v.sortOrder),
  };
}

export type BannerFormField = keyof BannerFormValues;

export type CheckedBanner =
  { ok: true; input: BannerInput } | { ok: false; errors: Partial<Record<BannerFormField, string>> };

/**
 * Checks the form with the contract's own schema (the server checks the same), each refusal on the field
 * it concerns in the contract's Thai words.
 */
export function checkBannerForm(v: BannerFormValues): CheckedBanner {
  const parsed = bannerInput.safeParse(toInputBody(v));
  if (parsed.success) return { ok: true, input: parsed.data };
  const fieldOf: Record<string, BannerFormField> = {
    title: 'title',
    href: v.link === OTHER_LINK ? 'otherHref' : 'link',
    placement: 'placement',
    imageId: 'imageId',
    startsAt: 'startsAt',
    endsAt: 'endsAt',
    sortOrder: 'sortOrder',
  };
  const errors: Partial<Record<BannerFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf[String(issue.path[0])] ?? 'title';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
