import { defineCall, okEnvelope } from '../common/envelope';
import { siteConfig } from '../config/site-config';

export const adminGetConfig = defineCall({
  method: 'GET',
  path: '/admin/v1/config',
  summary: 'Operator: read the site config',
  response: okEnvelope(siteConfig),
});

export const adminPutConfig = defineCall({
  method: 'PUT',
  path: '/admin/v1/config',
  summary: 'Operator: replace the site config (the whole object, validated)',
  body: siteConfig,
  response: okEnvelope(siteConfig),
});
