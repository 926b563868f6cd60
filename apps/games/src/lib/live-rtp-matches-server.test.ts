import { liveRtp } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { BACCARAT_RTP } from '@chokdee/house-maths/baccarat';
import { DRAGON_TIGER_RTP } from '@chokdee/house-maths/dragon-tiger';
import { FISH_PRAWN_CRAB_RTP } from '@chokdee/house-maths/fish-prawn-crab';
import { HILO_RTP } from '@chokdee/house-maths/hilo';

/** The table's rules sheet shows liveRtp (contracts); the server's rules files compute their own. */
describe('the RTP the live tables show', () => {
  it('equals the server rules files, spot by spot', () => {
    const server = {
      baccarat: BACCARAT_RTP,
      dragonTiger: DRAGON_TIGER_RTP,
      hilo: HILO_RTP,
      fishPrawnCrab: FISH_PRAWN_CRAB_RTP,
    } as const;
    for (const [kind, rtps] of Object.entries(server)) {
      const shown = liveRtp(kind as keyof typeof server);
      expect(Object.keys(shown).sort(), kind).toEqual(Object.keys(rtps).sort());
      for (const [code, rtp] of Object.entries(rtps))
        expect(shown[code], `${kind} ${code}`).toBeCloseTo(rtp, 10);
    }
  });
});
