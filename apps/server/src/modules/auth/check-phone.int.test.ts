import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import {
  AUTH,
  expectFailure,
  newPhone,
  post,
  postCheckPhone,
  registerMember,
  siteHeaders,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp();
const url = `${AUTH}/checkPhone`;

describe('POST /auth-service/v1/checkPhone', () => {
  it('accepts a free 10-digit phone number', async () => {
    const phoneNumber = newPhone();
    const res = await postCheckPhone(t.app, phoneNumber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: 1, data: { phoneNumber }, message: TH.phoneAvailable });
  });

  it.each([
    ['9 digits', '081234567'],
    ['11 digits', '08123456789'],
    ['letters', '08abcdefgh'],
    ['dashes', '081-234-567'],
    ['spaces around', ' 0812345678 '],
    ['Thai digits', '๐๘๑๒๓๔๕๖๗๘'],
    ['empty', ''],
    ['a number', 812345678],
    ['null', null],
  ])('refuses a phone number that is %s with the SPEC message', async (_label, phone) => {
    expectFailure(await postCheckPhone(t.app, phone), 400, TH.invalidPhone);
  });

  it('refuses a missing phone number with the SPEC message', async () => {
    expectFailure(await post(t.app, url, {}), 400, TH.invalidPhone);
  });

  it('answers 409 for a phone number that is already registered', async () => {
    const member = await registerMember(t.app);
    expectFailure(await postCheckPhone(t.app, member.phoneNumber), 409, TH.phoneTaken);
  });

  it('refuses unknown fields', async () => {
    const res = await post(t.app, url, { phoneNumber: newPhone(), isAdmin: true });
    expectFailure(res, 400, TH.unknownField);
  });

  it.each([
    ['broken JSON', '{"phoneNumber": "08'],
    ['empty body', ''],
    ['a prototype-polluting body', '{"__proto__": {"x": 1}, "phoneNumber": "0812345678"}'],
  ])('refuses %s with 400', async (_label, raw) => {
    const headers = { ...siteHeaders, 'content-type': 'application/json' };
    expectFailure(await post(t.app, url, raw, { headers }), 400, TH.invalidJson);
  });

  it.each(['application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x'])(
    'refuses the content type %s with 400',
    async (contentType) => {
      const headers = { ...siteHeaders, 'content-type': contentType };
      expectFailure(
        await post(t.app, url, 'phoneNumber=0812345678', { headers }),
        400,
        TH.unsupportedMediaType,
      );
    },
  );

  it('refuses plain text with 400 (it parses, but is not the object the call needs)', async () => {
    const headers = { ...siteHeaders, 'content-type': 'text/plain' };
    expectFailure(await post(t.app, url, '0812345678', { headers }), 400);
  });

  it('refuses an oversized body with 400, never 500', async () => {
    const res = await post(t.app, url, { phoneNumber: newPhone(), pad: 'x'.repeat(200 * 1024) });
    expectFailure(res, 400, TH.bodyTooLarge);
  });

  it('needs the site API key', async () => {
    const res = await post(t.app, url, { phoneNumber: newPhone() }, { headers: {} });
    expectFailure(res, 403, TH.forbidden);
  });
});
