import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { memberBanner } from './banner';

export const getBanners = defineCall({
  method: 'GET',
  path: '/v2/banners',
  summary:
    "The landing's and home's banner carousel: the banners live now (start passed, end not yet), in the " +
    "operator's order, each with its link on this site and its picture's WebP and JPEG sizes. None for a " +
    'signed-in member on a break (timeout or self-exclusion): no marketing reaches them',
  response: okEnvelope(z.object({ banners: z.array(memberBanner) })),
});
