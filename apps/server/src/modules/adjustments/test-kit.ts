import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ADMIN_KEY } from '../../../test/test-app';

/** Helpers for the adjustment tests and the money-rules property. Not used by the server. */
export const ADJUSTMENTS = '/admin/v1/adjustments';
export const operatorKey = { 'x-admin-key': ADMIN_KEY };

export interface AdjustInput {
  memberId: string;
  direction: 'credit' | 'debit';
  amount: number;
  reason?: string;
  requestId?: string;
}

/** POST /admin/v1/adjustments; a fresh request id unless one is given. */
export const adjust = (app: FastifyInstance, a: AdjustInput, headers: Record<string, string> = operatorKey) =>
  app.inject({
    method: 'POST',
    url: ADJUSTMENTS,
    headers,
    payload: { requestId: randomUUID(), reason: 'ปรับยอดตามคำร้องของสมาชิก', ...a },
  });

export const decideAdjustment = (
  app: FastifyInstance,
  id: string,
  verb: 'approve' | 'reject',
  headers: Record<string, string> = operatorKey,
) => app.inject({ method: 'POST', url: `${ADJUSTMENTS}/${id}/${verb}`, headers });
