import { approvalPendingEnvelope } from '../approvals/approval-request';
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
  summary:
    'Operator: replace the site config (the whole object, validated). A raise of the withdrawal settings ' +
    '(`Withdraw`: a higher maximum, automatic payout on or higher) or of the reward rates (`cashBack`, ' +
    '`Affiliate`) keeps the stored values and waits for a second staff member (202 with the request; the ' +
    'rest is saved). Marketing may not change `Withdraw` at all (403)',
  body: siteConfig,
  response: okEnvelope(siteConfig),
  accepted: approvalPendingEnvelope,
});
