import { z } from 'zod';
import { defineCall, okEnvelope } from '../common/envelope';
import { adminGameEntry } from './game-entry';

export const adminGetGames = defineCall({
  method: 'GET',
  path: '/admin/v1/games',
  summary: 'Operator: every game provider entry of every partner, by partner and display order',
  response: okEnvelope(z.array(adminGameEntry)),
});
