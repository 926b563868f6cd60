import { getCatalogue, launchGame as launchCall } from '@chokdee/contracts';
import { call } from './api';

/**
 * Launches a catalogue entry as the member web app does: `which` is an entry's ch ('house-baccarat') or a
 * gameType, meaning its first entry (the house slot is the first EGAMES, trading the TRADING one); answers
 * the URL to open, relative to the server.
 */
export async function launchGame(token: string, which: string): Promise<string> {
  const catalogue = await call(getCatalogue);
  const entry =
    catalogue.data.find((e) => e.ch === which) ?? catalogue.data.find((e) => e.gameType === which);
  if (!entry) throw new Error(`no ${which} entry in the catalogue: ${JSON.stringify(catalogue.data)}`);
  const launched = await call(launchCall, { token, body: { ch: entry.ch } });
  return launched.data.url;
}
