import { diceSpotReturn, liveSpot, type LiveResult } from '@chokdee/contracts';

/**
 * What one baht on a spot returns on a result, stake included (0: lost; 1: the stake back): the board
 * lights the winning spots with it and the banner tells the member their return before the balance comes
 * back from the wallet. The wallet's settlement on the server is what counts; this only shows it.
 */
export function spotReturn(code: string, result: LiveResult): number {
  const pays = (kind: LiveResult['kind']) => liveSpot(kind, code)?.pays ?? 0;
  switch (result.kind) {
    case 'baccarat': {
      if (code === 'playerPair') return result.playerPair ? 1 + pays('baccarat') : 0;
      if (code === 'bankerPair') return result.bankerPair ? 1 + pays('baccarat') : 0;
      if (result.winner === 'tie' && (code === 'player' || code === 'banker')) return 1;
      return result.winner === code ? 1 + pays('baccarat') : 0;
    }
    case 'dragonTiger':
      if (result.winner === 'tie' && code !== 'tie') return 0.5;
      return result.winner === code ? 1 + pays('dragonTiger') : 0;
    default:
      return diceSpotReturn(result.kind, code, result.dice as [number, number, number]);
  }
}

/** Baht returned for a member's bets on a result, stake included, to the satang (down, as the house rounds). */
export function betsReturn(bets: Record<string, number>, result: LiveResult): number {
  let satang = 0;
  for (const [code, baht] of Object.entries(bets))
    satang += Math.floor(baht * 100 * spotReturn(code, result));
  return satang / 100;
}
