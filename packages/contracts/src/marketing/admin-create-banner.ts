import { defineCall, okEnvelope } from '../common/envelope';
import { adminBanner, bannerInput } from './banner';

export const adminCreateBanner = defineCall({
  method: 'POST',
  path: '/admin/v1/marketing/banners',
  summary:
    'Operator: a new banner on an uploaded image (`imageId` from the image upload), shown from `startsAt` ' +
    'until `endsAt` (null: until taken down). Audited',
  body: bannerInput,
  response: okEnvelope(adminBanner),
});
