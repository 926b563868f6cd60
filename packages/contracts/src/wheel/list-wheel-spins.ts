import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { wheelSpinView } from './wheel-prize';

export const listWheelSpins = defineCall({
  method: 'GET',
  path: '/prize-composite/v1/spins',
  summary: "The member's 20 latest spins, newest first, with their seeds (server seed once revealed)",
  response: okEnvelope(z.array(wheelSpinView)),
});
