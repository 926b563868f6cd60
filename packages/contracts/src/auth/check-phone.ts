import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { phoneNumber } from '../common/fields';

export const checkPhone = defineCall({
  method: 'POST',
  path: '/auth-service/v1/checkPhone',
  summary: 'Registration step 1: is this phone number valid and free?',
  body: z.object({ phoneNumber }).strict(),
  response: okEnvelope(z.object({ phoneNumber: z.string() })),
});
