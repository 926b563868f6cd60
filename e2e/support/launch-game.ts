import { getCatalogue, launchGame as launchCall } from '@chokdee/contracts';
import { call } from './api';

/**
 * Launches the catalogue entry of `gameType` (the house slot is EGAMES, baccarat LIVECASINO, trading
 * TRADING) as the member web app does; answers the URL to open, relative to the server.
 */
export async function launchGame(token: string, gameType: string): Promise<string> {
  const catalogue = await call(getCatalogue);
  const entry = catalogue.data.find((e) => e.gameType === gameType);
  if (!entry) throw new Error(`no ${gameType} entry in the catalogue: ${JSON.stringify(catalogue.data)}`);
  const launched = await call(launchCall, { token, body: { ch: entry.ch } });
  return launched.data.url;
}
