import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { TH } from '../messages';

export const updateBonusSetting = defineCall({
  method: 'POST',
  path: '/user-profile-composite/v1/users/setting',
  summary:
    "The member's promotion preference (SPEC §4): `isBonus` true receives promotions with qualifying deposits. " +
    "Answers 'อัพเดทสภานะโปรโมชั่นเรียบร้อยแล้ว'.",
  body: z.object({ isBonus: z.boolean({ error: TH.invalidRequest }) }).strict(),
  response: okEnvelope(z.object({ isBonus: z.boolean() })),
});
