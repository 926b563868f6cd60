import type { GameEntry } from '@chokdee/contracts';

/**
 * The house games' tile artwork, drawn with the game client (apps/games/src/art/tiles/<game>.svg) and
 * bundled into this build: a tile of the house catalogue is `house-<game>`. A game whose artwork is not
 * drawn yet keeps its catalogue picture, and a tile without a picture shows the neutral placeholder.
 */
const HOUSE_ART = import.meta.glob<string>('../../../games/src/art/tiles/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const artByGame = new Map(
  Object.entries(HOUSE_ART).map(([path, url]) => [
    path.slice(path.lastIndexOf('/') + 1, -'.svg'.length),
    url,
  ]),
);

const HOUSE_PREFIX = 'house-';

/** The picture a tile shows: the house artwork when drawn, else the entry's own (empty: the placeholder). */
export function tileArt(game: Pick<GameEntry, 'ch' | 'img'>): string {
  const house = game.ch.startsWith(HOUSE_PREFIX)
    ? artByGame.get(game.ch.slice(HOUSE_PREFIX.length))
    : undefined;
  return house ?? game.img;
}
