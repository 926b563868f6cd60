import { defineCall, okEnvelope } from '../common/envelope';
import { adminBanner, bannerInput } from './banner';

export const adminUpdateBanner = defineCall({
  method: 'PUT',
  path: '/admin/v1/marketing/banners/:id',
  summary: 'Operator: replace a banner (the whole object): picture, link, schedule, order. Audited',
  body: bannerInput,
  response: okEnvelope(adminBanner),
});
