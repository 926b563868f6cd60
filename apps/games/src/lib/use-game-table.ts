import type { HousePlayBody } from '@chokdee/contracts';
import { useState } from 'react';
import { T } from '../i18n';
import { errorNotice, type NoticeState } from '../components/notice';
import { useGameInfo, useHouse, type HousePlay } from './house-store';
import { resultText } from './result-text';
import { playSound } from './sound';

/**
 * What every game table shares: its info (limits, odds), the status line, a busy flag while a round is on
 * the wire or on screen, and `playRound`, which sends the bet, lets the page show the draw (`show`, which
 * may animate), and only then books the balance, the seeds and the result text, so what the member reads
 * always matches what was drawn.
 */
export function useGameTable(game: string) {
  const house = useHouse();
  const info = useGameInfo(game);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<NoticeState>({ text: '', kind: 'info' });
  const shown: NoticeState = house.error
    ? { text: house.error, kind: 'error' }
    : !info
      ? { text: T.loading, kind: 'info' }
      : notice;

  async function playRound(
    body: HousePlayBody,
    show?: (play: HousePlay) => Promise<string | void> | string | void,
  ): Promise<HousePlay | undefined> {
    setBusy(true);
    try {
      const played = await house.play(body);
      const prefix = (await show?.(played)) ?? '';
      house.settle(played);
      const { text, kind } = resultText(played.round);
      if (kind === 'win') playSound('win');
      setNotice({ text: prefix ? `${prefix} · ${text}` : text, kind });
      return played;
    } catch (err) {
      setNotice(errorNotice(err));
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { info, ready: Boolean(info) && !house.error, busy, notice: shown, setNotice, playRound, house };
}
