import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AskRoad } from './AskRoad';
import { BACCARAT_SIDE_NAMES, DRAGON_TIGER_SIDE_NAMES, type SideNames } from './roads-text';

const none = { bigEyeBoy: null, smallRoad: null, cockroachPig: null };
const labels = (names: SideNames) =>
  [
    ...renderToStaticMarkup(
      createElement(AskRoad, { answers: { P: none, B: none }, asking: null, onAsk: () => {}, names }),
    ).matchAll(/class="road-ask-label">([^<]+)</g),
  ].map((m) => m[1]);

describe('the ask buttons', () => {
  it('stand as the board does: dragon left, tiger right (issue 24 item 9)', () => {
    // They stood reversed: "ถามเสือ" on the left, over the dragon's side.
    expect(labels(DRAGON_TIGER_SIDE_NAMES)).toEqual(['ถามมังกร', 'ถามเสือ']);
    expect(labels(BACCARAT_SIDE_NAMES)).toEqual(['ถามผู้เล่น', 'ถามเจ้ามือ']);
  });
});
