import { defineCall, okEnvelope } from '../common/envelope';
import { siteConfig } from './site-config';

export const getPrefix = defineCall({
  method: 'GET',
  path: '/v2/prefix',
  summary: 'Site config (SPEC §3 "Site config")',
  response: okEnvelope(siteConfig),
});
