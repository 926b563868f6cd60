import { z } from 'zod';
import { defineCall } from '../common/envelope';

/** The data of a `queue` event: the queue's version and its counts; a page refetches when the version moves. */
export const withdrawalQueueEvent = z.object({
  version: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
});
export type WithdrawalQueueEvent = z.infer<typeof withdrawalQueueEvent>;

export const adminWithdrawalStream = defineCall({
  method: 'GET',
  path: '/admin/v1/withdrawals/stream',
  summary:
    'Staff: Server-Sent Events (text/event-stream) of the withdrawal queue. An event `queue` (data: ' +
    '{ version, pending, failed }) on connect and whenever pending or failed withdrawals change, within about ' +
    '1 s on any server process; a comment line every 15 s keeps the connection open',
  // The body is an event stream, not JSON: the schema only documents it.
  response: z.string(),
});
