/** The roads (เค้าไพ่) of a live table, drawn in SVG; the road rules are in @chokdee/contracts (games/roads). */
export { BeadPlate } from './BeadPlate';
export { BigRoad } from './BigRoad';
export { DerivedRoad, DerivedMark } from './DerivedRoad';
export { AskRoad, useAskRoad, ASK_BLINK_MS, type AskRoadState } from './AskRoad';
export { ShoeStats } from './ShoeStats';
export { RoadBoard } from './RoadBoard';
export { BACCARAT_SIDE_NAMES, DRAGON_TIGER_SIDE_NAMES, type SideNames } from './roads-text';
