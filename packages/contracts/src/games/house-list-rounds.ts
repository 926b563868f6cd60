import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { houseRound } from './house-round';

export const houseListRounds = defineCall({
  method: 'GET',
  path: '/house/api/rounds',
  summary: "House provider: the player's 20 latest rounds with their seeds (server seed once revealed)",
  response: okEnvelope(z.array(houseRound)),
});
