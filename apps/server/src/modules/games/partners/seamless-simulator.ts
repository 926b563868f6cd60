import type { WalletAnswer } from '@chokdee/contracts';
import type { WalletClient } from '../../../lib/wallet-client';
import type { SeamlessPartner } from './types';

/**
 * A deterministic seamless partner: a scripted game server that plays rounds through our wallet API
 * with its own client, the way an outside provider would. Ids come from a counter, so a run is
 * reproducible; tests use it to drive the wallet API and as a registry entry for launches.
 */
export function seamlessSimulator(name: string, secret: string, client: WalletClient) {
  let seq = 0;
  const nextId = (what: string) => `${name.toLowerCase()}-${what}-${++seq}`;
  const partner: SeamlessPartner = {
    name,
    style: 'seamless',
    secret,
    launchUrl: async ({ username, ch, gameCode }) =>
      `https://seamless-simulator.invalid/play?user=${encodeURIComponent(username)}&game=${encodeURIComponent(gameCode ?? ch)}`,
  };
  return Object.assign(partner, {
    client,
    nextId,
    /** One round: a bet of `bet` satang, then its win of `win` satang (0 closes a lost round). */
    async round(username: string, bet: number, win: number, gameCode = 'sim-slot') {
      const roundId = nextId('round');
      const placed: WalletAnswer = await client.bet({
        username,
        transactionId: nextId('bet'),
        roundId,
        gameCode,
        amount: bet,
      });
      if (placed.status !== 'RS_OK') return { roundId, bet: placed, win: undefined };
      const paid = await client.win({
        username,
        transactionId: nextId('win'),
        roundId,
        gameCode,
        amount: win,
      });
      return { roundId, bet: placed, win: paid };
    },
  });
}
