import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { expectFailure, memberHeaders, registerMember, siteHeaders } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const t = useTestApp({ env: { LOOKUP_IP_LIMIT_PER_MIN: '1000' } });
const LIST = '/user-profile-composite/v1/info/promotion';
const SETTING = '/user-profile-composite/v1/users/setting';

type Member = Awaited<ReturnType<typeof registerMember>>;

async function isBonusOf(m: Member) {
  const res = await t.app.inject({ url: '/auth-service/v1/refresh', headers: memberHeaders(m.token) });
  return res.json().data.BonusInfo.isBonus as boolean;
}

const setBonus = (m: Member, isBonus: unknown) =>
  t.app.inject({ method: 'POST', url: SETTING, headers: memberHeaders(m.token), payload: { isBonus } });

describe('GET /user-profile-composite/v1/info/promotion', () => {
  it('lists the active promotions with SPEC §3 fields, baht or multiples as numbers', async () => {
    const res = await t.app.inject({ url: LIST, headers: siteHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      {
        _id: expect.any(String),
        title: 'สมาชิกใหม่ รับโบนัส 50%',
        ImageUrl: '/promotions/welcome.svg',
        minimumDeposit: 100,
        TurnoverAmount: 5,
        DepositType: 1,
        MaxBonus: 500,
        MaxBonusType: 0,
        MaxWithdrawAmount: 5,
        MaxWithdrawType: 1,
        bonusPercent: 50,
      },
      {
        _id: expect.any(String),
        title: 'ฝากทั้งวัน รับโบนัส 10%',
        ImageUrl: '/promotions/daily.svg',
        minimumDeposit: 300,
        TurnoverAmount: 3,
        DepositType: 1,
        MaxBonus: 1000,
        MaxBonusType: 0,
        MaxWithdrawAmount: 0,
        MaxWithdrawType: 0,
        bonusPercent: 10,
      },
    ]);
  });

  it('needs the site key only', async () => {
    expectFailure(await t.app.inject({ url: LIST }), 403, TH.forbidden);
  });
});

describe('POST /user-profile-composite/v1/users/setting', () => {
  it("updates the member's preference with the SPEC message", async () => {
    const m = await registerMember(t.app);
    expect(await isBonusOf(m)).toBe(false);
    const res = await setBonus(m, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: 1,
      data: { isBonus: true },
      message: 'อัพเดทสภานะโปรโมชั่นเรียบร้อยแล้ว',
    });
    expect(await isBonusOf(m)).toBe(true);
    await setBonus(m, false);
    expect(await isBonusOf(m)).toBe(false);
  });

  it('refuses a value that is not a boolean, and needs a logged-in member', async () => {
    const m = await registerMember(t.app);
    expectFailure(await setBonus(m, 'yes'), 400, TH.invalidRequest);
    const res = await t.app.inject({
      method: 'POST',
      url: SETTING,
      headers: siteHeaders,
      payload: { isBonus: true },
    });
    expectFailure(res, 401, TH.unauthorized);
  });
});
