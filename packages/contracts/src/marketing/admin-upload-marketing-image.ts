import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { plainText } from '../common/fields';
import { TH } from '../messages';
import { MARKETING_IMAGE_MAX_BYTES, marketingPicture } from './banner';

/**
 * The longest `data` the call takes: base64 of twice the largest upload. A little over the limit is left to
 * the server, which names the limit in its refusal; the server's body limit is this plus the JSON around it.
 */
export const MARKETING_UPLOAD_MAX_CHARS = Math.ceil((MARKETING_IMAGE_MAX_BYTES * 2) / 3) * 4;

export const adminUploadMarketingImage = defineCall({
  method: 'POST',
  path: '/admin/v1/marketing/images',
  summary:
    'Operator: upload a picture for the marketing surface (base64). Its type is judged by its content ' +
    '(JPEG, PNG or WebP), its size and sides are checked, and a file carrying a script anywhere (metadata ' +
    'included) is refused; the rest is re-encoded to WebP and JPEG at a few widths, metadata dropped. A ' +
    'refusal stores nothing. Audited',
  body: z
    .object({
      fileName: plainText(z.string().max(200)),
      data: z
        .string({ error: TH.marketingImageNotImage })
        .min(1, { error: TH.marketingImageNotImage })
        .max(MARKETING_UPLOAD_MAX_CHARS, { error: TH.marketingImageTooLarge })
        .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: TH.marketingImageNotImage }),
    })
    .strict(),
  response: okEnvelope(z.object({ id: z.string(), picture: marketingPicture })),
});
