import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminBanner } from './banner';

export const adminListBanners = defineCall({
  method: 'GET',
  path: '/admin/v1/marketing/banners',
  summary:
    'Operator: every banner, scheduled, showing or ended, in carousel order, each with where it stands now',
  response: okEnvelope(z.object({ banners: z.array(adminBanner) })),
});
