import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminPromotion } from './admin-promotion';

export const adminListPromotions = defineCall({
  method: 'GET',
  path: '/admin/v1/promotions',
  summary:
    'Operator: every promotion, active or not, in display order (item codes’ hidden turnover carriers excepted)',
  response: okEnvelope(z.array(adminPromotion)),
});
