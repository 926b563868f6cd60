import { Assets, Container, Graphics, Text, type Renderer, type Texture } from 'pixi.js';
import { T } from '../../i18n';
import { symbolArt } from '../../slots/art';

/**
 * The one place symbol pictures come from: the SVG art drawn for Chokdee (src/slots/art), rasterised at
 * the cell's size; a symbol without art is drawn here as a coloured tile with its Thai name, so a game
 * whose art is not drawn yet still plays.
 */
/** The art is drawn on a 128-pixel square. */
const ART_SIZE = 128;

/** Placeholder colours: each symbol its own hue, the rarer the warmer. */
const COLORS: Record<string, number> = {
  seven: 0xd93636,
  elephant: 0x7b6fd6,
  crown: 0xe8b84a,
  lotus: 0xe67fb0,
  durian: 0x8fae3a,
  mango: 0xf2a93b,
  mangosteen: 0x8e3fb3,
};

function placeholder(renderer: Renderer, id: string, size: number): Texture {
  const tile = new Container();
  const color = COLORS[id] ?? 0x555555;
  tile.addChild(
    new Graphics()
      .roundRect(4, 4, size - 8, size - 8, size * 0.16)
      .fill({ color: 0x1b1610 })
      .stroke({ color, width: 3 })
      .circle(size / 2, size * 0.42, size * 0.22)
      .fill({ color }),
  );
  const label = new Text({
    text: T.symbols[id] ?? id,
    style: {
      fill: 0xf4efe6,
      fontSize: Math.round(size * 0.16),
      fontWeight: '700',
      fontFamily: 'Sarabun, "Noto Sans Thai", sans-serif',
    },
  });
  label.anchor.set(0.5);
  label.position.set(size / 2, size * 0.8);
  tile.addChild(label);
  const texture = renderer.generateTexture({ target: tile, resolution: renderer.resolution });
  tile.destroy({ children: true });
  return texture;
}

/** A texture per symbol id, `size` CSS pixels square. */
export async function symbolTextures(
  renderer: Renderer,
  game: 'slot' | 'naga',
  ids: readonly string[],
  size: number,
) {
  const entries = await Promise.all(
    ids.map(async (id): Promise<[string, Texture]> => {
      const url = symbolArt(game, id);
      // Art that fails to load (a dropped connection) leaves its placeholder: the game still plays.
      const texture = url
        ? await Assets.load<Texture>({
            src: url,
            data: { resolution: (renderer.resolution * size) / ART_SIZE },
          }).catch(() => undefined)
        : undefined;
      return [id, texture ?? placeholder(renderer, id, size)];
    }),
  );
  return Object.fromEntries(entries) as Record<string, Texture>;
}
