import {
  type AdminBanner,
  claimSigninPopup,
  fillMessage,
  type MemberBanner,
  takePlayBreak,
  TH,
} from '@chokdee/contracts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, registerMember, siteHeaders } from '../../../test/factories';
import { jpegPicture, jpegWithComment, paddedJpeg, pngPicture } from '../../../test/pictures';
import { ADMIN_KEY, useTestApp } from '../../../test/test-app';
import { signInNewStaff } from '../staff/test-kit';

/** The marketing surface's pictures and banners (issue 28 item 1, docs/decisions/107-marketing-banners.md). */
const t = useTestApp();
const admin = { 'x-admin-key': ADMIN_KEY };
const IMAGES = '/admin/v1/marketing/images';
const BANNERS = '/admin/v1/marketing/banners';

const upload = (bytes: Buffer, headers: Record<string, string> = admin, fileName = 'banner.png') =>
  t.app.inject({
    method: 'POST',
    url: IMAGES,
    headers,
    payload: { fileName, data: bytes.toString('base64') },
  });

async function uploaded(bytes: Buffer) {
  const res = await upload(bytes);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; picture: MemberBanner['picture'] };
}

async function rowsOf(query: ReturnType<typeof sql>) {
  const res = await t.database.db.execute(query);
  return (res as unknown as { rows: Array<Record<string, unknown>> }).rows;
}
const counts = async () =>
  (
    await rowsOf(sql`select (select count(*)::int from marketing_images) as images,
      (select count(*)::int from marketing_image_files) as files,
      (select count(*)::int from audit_entries where action like 'marketing.%') as audits`)
  )[0];

const memberBanners = async (headers: Record<string, string> = siteHeaders) => {
  const res = await t.app.inject({ url: '/v2/banners', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.banners as MemberBanner[];
};
const adminBanners = async (headers: Record<string, string> = admin) => {
  const res = await t.app.inject({ url: BANNERS, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.banners as AdminBanner[];
};

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const bannerBody = (imageId: string, over: Record<string, unknown> = {}) => ({
  title: 'ฝากแรกรับโบนัส',
  href: '/user/promotion',
  imageId,
  startsAt: minutesFromNow(-1),
  endsAt: null,
  sortOrder: 1,
  ...over,
});
const create = (body: object, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'POST', url: BANNERS, headers, payload: body });

let picture: { id: string; picture: MemberBanner['picture'] };
beforeAll(async () => {
  picture = await uploaded(await pngPicture(1200, 400));
});

describe('POST /admin/v1/marketing/images', () => {
  it('re-encodes an upload to WebP and JPEG at each width under its own, served for a year', async () => {
    expect(picture.picture).toEqual({
      width: 1200,
      height: 400,
      webp: [480, 960, 1200].map((w) => `/media/marketing/${picture.id}/${w}.webp ${w}w`).join(', '),
      jpeg: [480, 960, 1200].map((w) => `/media/marketing/${picture.id}/${w}.jpeg ${w}w`).join(', '),
      src: `/media/marketing/${picture.id}/960.jpeg`,
    });
    for (const [file, format] of [
      ['480.webp', 'webp'],
      ['1200.jpeg', 'jpeg'],
    ] as const) {
      const res = await t.app.inject({ url: `/media/marketing/${picture.id}/${file}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      const width = Number(file.split('.')[0]);
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, width / 3]);
    }
    const missing = await t.app.inject({ url: `/media/marketing/${picture.id}/700.webp` });
    expect(missing.statusCode).toBe(404);
  });

  it("drops the upload's metadata and applies its rotation", async () => {
    // A 600×1200 picture stored on its side: EXIF orientation 6 (turn a quarter clockwise), with a maker.
    const sideways = await sharp(await jpegPicture(1200, 600))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'someone else', Make: 'phone' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const { id, picture: shown } = await uploaded(sideways);
    expect([shown.width, shown.height]).toEqual([600, 1200]);
    const res = await t.app.inject({ url: `/media/marketing/${id}/600.jpeg` });
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.xmp, meta.orientation]).toEqual([
      600,
      1200,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('refuses what is not a picture, too big, too small or carries a script, and stores nothing', async () => {
    const before = await counts();
    expectFailure(
      await upload(Buffer.from('<!doctype html><p>not a picture</p>')),
      400,
      TH.marketingImageNotImage,
    );
    expectFailure(await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj')), 400, TH.marketingImageNotImage);
    const gif = await sharp(await pngPicture(800, 300))
      .gif()
      .toBuffer();
    expectFailure(await upload(gif), 400, TH.marketingImageNotImage);
    expectFailure(
      await upload(await paddedJpeg(5 * 1024 * 1024 + 1)),
      400,
      fillMessage(TH.marketingImageTooLarge, { maxMb: 5 }),
    );
    expectFailure(
      await upload(await pngPicture(300, 100)),
      400,
      fillMessage(TH.marketingImageSize, {
        minWidth: 600,
        minHeight: 200,
        maxSide: 4000,
        width: 300,
        height: 100,
      }),
    );
    expectFailure(
      await upload(await jpegWithComment(1200, 400, '<script>alert(document.cookie)</script>')),
      400,
      TH.marketingImageScript,
    );
    const exifScript = await sharp(await jpegPicture(1200, 400))
      .withExif({ IFD0: { ImageDescription: '<img src=x onerror=alert(1)>' } })
      .jpeg()
      .toBuffer();
    expectFailure(await upload(exifScript), 400, TH.marketingImageScript);
    // Far past the limit: refused before it is read, in the server's words for any body too large.
    const huge = await t.app.inject({
      method: 'POST',
      url: IMAGES,
      headers: admin,
      payload: { fileName: 'huge.jpg', data: 'A'.repeat(15 * 1024 * 1024) },
    });
    expectFailure(huge, 400, TH.bodyTooLarge);
    expect(await counts()).toEqual(before);
  });

  it('lets owners and marketing upload, not finance nor support', async () => {
    const bytes = await pngPicture(640, 200);
    for (const role of ['owner', 'marketing'] as const) {
      const staff = await signInNewStaff(t.app, role);
      expect((await upload(bytes, staff.headers)).statusCode).toBe(200);
    }
    for (const role of ['finance', 'support'] as const) {
      const staff = await signInNewStaff(t.app, role);
      expect((await upload(bytes, staff.headers)).statusCode).toBe(403);
    }
  });
});

describe('banners', () => {
  it('shows a live banner to visitors with its link and picture, in order, and audits each change', async () => {
    const staff = await signInNewStaff(t.app, 'marketing');
    const second = await create(
      bannerBody(picture.id, { title: 'สล็อตใหม่', href: '/user/slot', sortOrder: 2 }),
      staff.headers,
    );
    const first = await create(bannerBody(picture.id, { sortOrder: 1 }), staff.headers);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().message).toBe(TH.bannerSaved);
    const ids = [first.json().data.id, second.json().data.id];
    const live = (await memberBanners()).filter((b) => ids.includes(b.id));
    expect(live).toEqual([
      { id: ids[0], title: 'ฝากแรกรับโบนัส', href: '/user/promotion', picture: picture.picture },
      { id: ids[1], title: 'สล็อตใหม่', href: '/user/slot', picture: picture.picture },
    ]);
    const audits = await rowsOf(
      sql`select actor, action, target from audit_entries where action = 'marketing.banner.create' and target in (${`banner:${ids[0]}`}, ${`banner:${ids[1]}`})`,
    );
    expect(audits).toHaveLength(2);
    expect(audits.map((a) => a.actor)).toEqual([`staff:${staff.id}`, `staff:${staff.id}`]);
  });

  it('shows a banner from its start until its end, by the server’s clock', async () => {
    const later = await create(
      bannerBody(picture.id, { startsAt: minutesFromNow(10), endsAt: minutesFromNow(20) }),
    );
    const id = later.json().data.id as string;
    expect(later.json().data.status).toBe('scheduled');
    expect((await memberBanners()).map((b) => b.id)).not.toContain(id);

    // Moved to have started a minute ago and to end in ten: shown. Its end moved a second into the past: gone.
    const update = (body: object) =>
      t.app.inject({ method: 'PUT', url: `${BANNERS}/${id}`, headers: admin, payload: body });
    const showing = await update(bannerBody(picture.id, { endsAt: minutesFromNow(10) }));
    expect(showing.json().data.status).toBe('showing');
    expect((await memberBanners()).map((b) => b.id)).toContain(id);
    const ended = new Date(Date.now() - 1_000).toISOString();
    expect((await update(bannerBody(picture.id, { endsAt: ended }))).json().data.status).toBe('ended');
    expect((await memberBanners()).map((b) => b.id)).not.toContain(id);
    expect((await adminBanners()).find((b) => b.id === id)?.status).toBe('ended');

    const audit = await rowsOf(
      sql`select after from audit_entries where action = 'marketing.banner.update' and target = ${`banner:${id}`} order by id`,
    );
    expect(audit.map((a) => (a.after as { endsAt: string }).endsAt)).toEqual([
      expect.any(String),
      new Date(ended).toISOString(),
    ]);
  });

  it('shows a member the live banners, and none during a break', async () => {
    const { id } = (await create(bannerBody(picture.id))).json().data as AdminBanner;
    const { token } = await registerMember(t.app);
    expect((await memberBanners(memberHeaders(token))).map((b) => b.id)).toContain(id);
    const pause = await t.app.inject({
      method: 'POST',
      url: takePlayBreak.path,
      headers: memberHeaders(token),
      payload: { kind: 'timeout', period: '24h', confirm: true },
    });
    expect(pause.statusCode, pause.body).toBe(200);
    expect(await memberBanners(memberHeaders(token))).toEqual([]);
    // Visitors still see them.
    expect((await memberBanners()).map((b) => b.id)).toContain(id);
  });

  it('gives each member one sign-in popup a day, across devices, none during a break', async () => {
    const popup = (
      await create(bannerBody(picture.id, { placement: 'signin', title: 'โปรวันนี้', sortOrder: 0 }))
    ).json().data as AdminBanner;
    expect(popup.placement).toBe('signin');
    // A popup is not a carousel banner.
    expect((await memberBanners()).map((b) => b.id)).not.toContain(popup.id);

    const claim = (token: string) =>
      t.app.inject({ method: 'POST', url: claimSigninPopup.path, headers: memberHeaders(token) });
    const first = await registerMember(t.app);
    const shown = await claim(first.token);
    expect(shown.json().data.popup).toEqual({
      id: popup.id,
      title: 'โปรวันนี้',
      href: '/user/promotion',
      picture: picture.picture,
    });
    expect((await claim(first.token)).json().data.popup).toBeNull();

    // Two devices signing in at the same moment: one popup between them.
    const second = await registerMember(t.app);
    const both = await Promise.all([claim(second.token), claim(second.token)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.filter((r) => r.json().data.popup !== null)).toHaveLength(1);

    const resting = await registerMember(t.app);
    await t.app.inject({
      method: 'POST',
      url: takePlayBreak.path,
      headers: memberHeaders(resting.token),
      payload: { kind: 'exclusion', period: '6m', confirm: true },
    });
    expect((await claim(resting.token)).json().data.popup).toBeNull();
    expect(
      (await t.app.inject({ method: 'POST', url: claimSigninPopup.path, headers: siteHeaders })).statusCode,
    ).toBe(401);
  });

  it('refuses a link to another site, an end before the start and a picture that does not exist', async () => {
    for (const href of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'user/home',
    ]) {
      expectFailure(await create(bannerBody(picture.id, { href })), 400, TH.bannerLink);
    }
    expectFailure(
      await create(bannerBody(picture.id, { startsAt: minutesFromNow(5), endsAt: minutesFromNow(1) })),
      400,
      TH.bannerSchedule,
    );
    expectFailure(
      await create(bannerBody('6b1f3c4e-0000-4000-8000-000000000000')),
      400,
      TH.bannerImageMissing,
    );
    expectFailure(await create(bannerBody(picture.id, { title: '' })), 400, TH.bannerTitle);
    expectFailure(await create({ ...bannerBody(picture.id), script: 1 }), 400);
  });

  it('takes a banner down for good; support reads the list and changes nothing', async () => {
    const { id } = (await create(bannerBody(picture.id))).json().data as AdminBanner;
    const support = await signInNewStaff(t.app, 'support');
    expect((await adminBanners(support.headers)).map((b) => b.id)).toContain(id);
    const asSupport = await t.app.inject({
      method: 'DELETE',
      url: `${BANNERS}/${id}`,
      headers: support.headers,
    });
    expect(asSupport.statusCode).toBe(403);
    expect((await create(bannerBody(picture.id), support.headers)).statusCode).toBe(403);

    const gone = await t.app.inject({ method: 'DELETE', url: `${BANNERS}/${id}`, headers: admin });
    expect(gone.json()).toEqual({ success: 1, data: { id }, message: TH.bannerDeleted });
    expect((await memberBanners()).map((b) => b.id)).not.toContain(id);
    expectFailure(
      await t.app.inject({ method: 'DELETE', url: `${BANNERS}/${id}`, headers: admin }),
      404,
      TH.bannerNotFound,
    );
    expectFailure(
      await t.app.inject({ method: 'DELETE', url: `${BANNERS}/not-a-uuid`, headers: admin }),
      404,
      TH.bannerNotFound,
    );
    const entries = await rowsOf(
      sql`select before from audit_entries where action = 'marketing.banner.delete' and target = ${`banner:${id}`}`,
    );
    expect(entries.map((e) => (e.before as { href: string }).href)).toEqual(['/user/promotion']);
  });
});
