import { z } from 'zod';

/**
 * Every answer is `{ success, data?, message? }` (issue #2 wire contract).
 * `success` is 1 on success and 0 on failure, except where SPEC §7 inverts it (change-password).
 */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(1), data, message: z.string().optional() });
}

export const messageEnvelope = z.object({
  success: z.union([z.literal(0), z.literal(1)]),
  message: z.string(),
});

export const errorEnvelope = z.object({ success: z.literal(0), message: z.string() });
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Describes one HTTP call: shared by the server routes, the OpenAPI document and the web client. */
export interface CallContract {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  response: z.ZodType;
  /**
   * The 202 answer of a staff call that can wait for a second person (issue 23, four eyes on money):
   * `{ success: 1, message, approval }` instead of the 200 answer (approvals/approval-request.ts).
   */
  accepted?: z.ZodType;
}

export function defineCall<const C extends CallContract>(call: C): C {
  return call;
}

export type BodyOf<C extends CallContract> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
export type ResponseOf<C extends CallContract> = z.infer<C['response']>;
/** The 202 answer of a call that can wait for approval; never for the others. */
export type AcceptedOf<C extends CallContract> = C['accepted'] extends z.ZodType
  ? z.infer<C['accepted']>
  : never;
