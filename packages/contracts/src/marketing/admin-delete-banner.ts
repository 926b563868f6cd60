import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';

export const adminDeleteBanner = defineCall({
  method: 'DELETE',
  path: '/admin/v1/marketing/banners/:id',
  summary: 'Operator: take a banner down for good (its image stays for other banners). Audited',
  response: okEnvelope(z.object({ id: z.string() })),
});
