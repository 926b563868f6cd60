import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { TH } from '../messages';

const required = z.string({ error: TH.fillAll }).min(1, { error: TH.fillAll });

export const changePassword = defineCall({
  method: 'PUT',
  path: '/auth-service/v1/change-password',
  summary:
    'Change password. Contract quirk (SPEC §7): success is signalled by `success: 0` with HTTP 200 and the message ' +
    "'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว'; failures also carry `success: 0` but with a 4xx status. Other sessions are revoked.",
  body: z
    .object({
      phone_number: required,
      old_Password: required,
      Password: required,
      Confirm_Password: required,
    })
    .strict(),
  response: z.object({ success: z.literal(0), message: z.string() }),
});
