import { FISH_PRAWN_CRAB_SYMBOLS } from '@chokdee/contracts';
import { FpcSymbol } from './fpc-icon';
import type { SpotRenderer } from './spot-button';

/** The six symbols in two rows of three, each drawn. */
export function FishPrawnCrabBoard({ spot }: { spot: SpotRenderer }) {
  return (
    <div className="board board-fpc">
      {FISH_PRAWN_CRAB_SYMBOLS.map((symbol) =>
        spot(symbol, { className: 'symbol-spot', icon: <FpcSymbol symbol={symbol} /> }),
      )}
    </div>
  );
}
