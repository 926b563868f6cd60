import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { baht, isoDate } from '../common/fields';

/** Who redeemed a code: the member, and when. */
export const itemCodeRedeemer = z.object({
  memberId: z.string(),
  phoneNumber: z.string(),
  redeemedAt: isoDate,
});

export const adminListedItemCode = z.object({
  id: z.string(),
  code: z.string(),
  batchId: z.string().nullable(),
  amount: baht,
  turnover: baht,
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  expiresAt: isoDate.nullable(),
  createdAt: isoDate,
  /** The latest redeem (a batch code has at most one); null while nobody redeemed it. */
  redeemedBy: itemCodeRedeemer.nullable(),
});
export type AdminListedItemCode = z.infer<typeof adminListedItemCode>;

/** Column headings of the codes CSV, in Thai (English beside each); the back office's table uses them too. */
export const ITEM_CODE_COLUMNS = {
  code: 'โค้ด', // code
  amount: 'เครดิตฟรี (บาท)', // free credit (baht)
  turnover: 'ยอดเทิร์น (บาท)', // turnover (baht)
  expiresAt: 'หมดอายุ', // expires
  status: 'สถานะ', // status
  phoneNumber: 'เบอร์โทรผู้ใช้', // redeemed by (phone)
  redeemedAt: 'เวลาที่ใช้', // redeemed at
} as const;
/** The status cell of a code in the CSV. */
export const ITEM_CODE_STATUS = { unused: 'ยังไม่ใช้', redeemed: 'ใช้แล้ว' } as const; // unused, redeemed

export const adminListItemCodesQuery = z
  .object({
    /** One batch's codes; absent: every code, newest first. */
    batch: z.uuid().optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    /** `csv`: the whole batch (paging ignored) as a UTF-8 CSV file; needs `batch`. */
    format: z.enum(['json', 'csv']).default('json'),
  })
  .strict();

export const adminListItemCodes = defineCall({
  method: 'GET',
  path: '/admin/v1/itemcodes',
  summary:
    'Operator: item codes, newest first (or one batch’s, in generated order), each with who redeemed it ' +
    '(member phone, time). `format=csv&batch=` downloads the whole batch as a CSV file (UTF-8 with BOM, Thai ' +
    'headings)',
  querystring: adminListItemCodesQuery,
  response: okEnvelope(z.object({ total: z.number().int(), items: z.array(adminListedItemCode) })),
});
