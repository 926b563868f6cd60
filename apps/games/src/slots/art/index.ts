/**
 * Symbol artwork of the two house slots, by the symbol ids the server sends (SLOT_SYMBOLS and
 * NAGA_SYMBOLS in packages/house-maths/src/naga.ts). Hand-drawn SVG, 128 x 128, no fonts, one file
 * per symbol; Vite turns each import into a hashed asset URL that PixiJS (Assets.load) or an <img> loads.
 * The two slots keep separate sets: both have an elephant and a lotus, drawn differently.
 */
import slotCrown from './slot/crown.svg?url';
import slotDurian from './slot/durian.svg?url';
import slotElephant from './slot/elephant.svg?url';
import slotLotus from './slot/lotus.svg?url';
import slotMango from './slot/mango.svg?url';
import slotMangosteen from './slot/mangosteen.svg?url';
import slotSeven from './slot/seven.svg?url';
import nagaAce from './naga/ace.svg?url';
import nagaBell from './naga/bell.svg?url';
import nagaDrum from './naga/drum.svg?url';
import nagaElephant from './naga/elephant.svg?url';
import nagaGold from './naga/gold.svg?url';
import nagaJack from './naga/jack.svg?url';
import nagaKing from './naga/king.svg?url';
import nagaLotus from './naga/lotus.svg?url';
import nagaNaga from './naga/naga.svg?url';
import nagaQueen from './naga/queen.svg?url';
import nagaTen from './naga/ten.svg?url';

export type SlotSymbolId = 'seven' | 'elephant' | 'crown' | 'lotus' | 'durian' | 'mango' | 'mangosteen';
export type NagaSymbolId =
  'naga' | 'lotus' | 'gold' | 'elephant' | 'bell' | 'drum' | 'ace' | 'king' | 'queen' | 'jack' | 'ten';

/** สล็อตช้างทอง ('slot'): symbol id → SVG URL. */
export const SLOT_ART: Record<SlotSymbolId, string> = {
  seven: slotSeven,
  elephant: slotElephant,
  crown: slotCrown,
  lotus: slotLotus,
  durian: slotDurian,
  mango: slotMango,
  mangosteen: slotMangosteen,
};

/** ขุมทรัพย์พญานาค ('naga'): symbol id → SVG URL. */
export const NAGA_ART: Record<NagaSymbolId, string> = {
  naga: nagaNaga,
  lotus: nagaLotus,
  gold: nagaGold,
  elephant: nagaElephant,
  bell: nagaBell,
  drum: nagaDrum,
  ace: nagaAce,
  king: nagaKing,
  queen: nagaQueen,
  jack: nagaJack,
  ten: nagaTen,
};

/** The art of a symbol id as the round's outcome names it, for either slot. */
export function symbolArt(game: 'slot' | 'naga', id: string): string | undefined {
  const set: Record<string, string> = game === 'slot' ? SLOT_ART : NAGA_ART;
  return set[id];
}
