import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { wheelFairness, wheelPrize } from './wheel-prize';

export const getWheel = defineCall({
  method: 'GET',
  path: '/prize-composite/v1/wheel',
  summary:
    'The prize wheel: its segments in order with the honest chance of each (`odds`, percent of spins, from ' +
    'the prize weights), the spin tickets and prize coins the member holds, and the seeds of the next spin ' +
    '(server-seed SHA-256, client seed, nonce). Tickets are earned by play: one per `ticketEvery` baht of ' +
    'settled turnover (opposing bets netted, draws and refunds excluded), `ticketProgress` baht counted ' +
    'toward the next; a deposit earns none',
  response: okEnvelope(
    z.object({
      prizes: z.array(wheelPrize.extend({ odds: z.number() })),
      tickets: z.number().int(),
      coins: z.number().int(),
      /** Baht of settled turnover per spin ticket (SPIN_TICKET_EVERY_BAHT). */
      ticketEvery: z.number().int(),
      /** Baht of turnover already counted toward the next ticket. */
      ticketProgress: z.number(),
      fairness: wheelFairness,
    }),
  ),
});
