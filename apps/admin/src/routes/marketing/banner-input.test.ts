import { TH, type AdminBanner } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { checkBannerForm, emptyForm, OTHER_LINK, toFormValues, type BannerFormValues } from './banner-input';
import { base64Of } from './read-file';

const IMAGE_ID = '0b6f7c3e-2a4d-4f7e-9c1a-5d2e8f9a0b1c';

const filled: BannerFormValues = {
  ...emptyForm(Date.parse('2026-04-13T03:00:00Z')),
  imageId: IMAGE_ID,
  title: ' สงกรานต์ฝากแรก 100% ',
  link: '/user/slot',
};

const stored: AdminBanner = {
  id: 'b1',
  title: 'ลิงก์อื่น',
  href: '/user/promotion?id=7',
  imageId: IMAGE_ID,
  picture: { width: 1200, height: 400, webp: '', jpeg: '', src: '/media/marketing/x/800.jpeg' },
  startsAt: '2026-04-12T17:00:00.000Z',
  endsAt: null,
  sortOrder: 4,
  status: 'showing',
  placement: 'carousel',
};

describe('the banner form', () => {
  it('starts a new banner now (Bangkok time), with no end, first in the row', () => {
    expect(emptyForm(Date.parse('2026-04-13T03:00:00Z'))).toMatchObject({
      startsAt: '2026-04-13T10:00',
      endsAt: '',
      sortOrder: '0',
      link: '/user/promotion',
    });
  });

  it('sends the contract’s body: Bangkok times, no end as null, the title trimmed', () => {
    expect(checkBannerForm({ ...filled, endsAt: '2027-01-01T00:00', sortOrder: '3' })).toEqual({
      ok: true,
      input: {
        title: 'สงกรานต์ฝากแรก 100%',
        href: '/user/slot',
        placement: 'carousel',
        imageId: IMAGE_ID,
        startsAt: '2026-04-13T10:00:00+07:00',
        endsAt: '2027-01-01T00:00:00+07:00',
        sortOrder: 3,
      },
    });
    expect(checkBannerForm(filled)).toMatchObject({ ok: true, input: { endsAt: null } });
  });

  it('takes a page typed in, and refuses another site on that field', () => {
    const typed = { ...filled, link: OTHER_LINK, otherHref: ' /user/promotion?id=7 ' };
    expect(checkBannerForm(typed)).toMatchObject({
      ok: true,
      input: { href: '/user/promotion?id=7' },
    });
    expect(checkBannerForm({ ...typed, otherHref: '//evil.example' })).toEqual({
      ok: false,
      errors: { otherHref: TH.bannerLink },
    });
  });

  it('puts the contract’s refusals on the fields they concern', () => {
    const checked = checkBannerForm({ ...filled, imageId: '', title: ' ', startsAt: '', sortOrder: 'abc' });
    expect(checked).toEqual({
      ok: false,
      errors: {
        imageId: TH.bannerImage,
        title: TH.bannerTitle,
        startsAt: TH.bannerSchedule,
        sortOrder: TH.bannerOrder,
      },
    });
    expect(checkBannerForm({ ...filled, sortOrder: '1000' })).toEqual({
      ok: false,
      errors: { sortOrder: TH.bannerOrder },
    });
  });

  it('allows an end in the past, but not before the start', () => {
    const past = { ...filled, startsAt: '2020-01-01T10:00', endsAt: '2020-01-01T10:05' };
    expect(checkBannerForm(past).ok).toBe(true);
    expect(checkBannerForm({ ...past, endsAt: '2020-01-01T10:00' })).toEqual({
      ok: false,
      errors: { endsAt: TH.bannerSchedule },
    });
  });

  it('edits a stored banner from its values: a page not in the list is typed in', () => {
    expect(toFormValues(stored)).toEqual({
      imageId: IMAGE_ID,
      title: 'ลิงก์อื่น',
      link: OTHER_LINK,
      otherHref: '/user/promotion?id=7',
      placement: 'carousel',
      startsAt: '2026-04-13T00:00',
      endsAt: '',
      sortOrder: '4',
    });
    expect(toFormValues({ ...stored, href: '/user/poker' })).toMatchObject({
      link: '/user/poker',
      otherHref: '',
    });
  });
});

describe('reading a file', () => {
  it('keeps the base64 of a data: URL, without its prefix', () => {
    expect(base64Of('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(base64Of('data:application/octet-stream;base64,')).toBe('');
  });
});
