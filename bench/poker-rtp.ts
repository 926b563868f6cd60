import { handScore } from '@chokdee/house-maths/poker/hand-rank';
import { exactAaBonus } from '@chokdee/house-maths/poker/holdem-exact';
import { buildSupersetSums, exactJobReturn, jobSupersetSums } from '@chokdee/house-maths/poker/optimal-hold';
import { jobPays } from '@chokdee/house-maths/poker/video-poker';

/**
 * The poker games' exact returns (docs/BENCHMARKS.md, docs/GAMES.md): 9/6 Jacks or Better under optimal
 * play over all 2,598,960 deals, and the AA bonus over all 2,598,960 five-card hands. Pure code, no server.
 */
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
let started = performance.now();
jobSupersetSums();
process.stdout.write(`superset table: ${seconds(started)} s\n`);
started = performance.now();
const squares = buildSupersetSums((hand) => jobPays(handScore(hand)) ** 2);
const job = exactJobReturn(squares);
process.stdout.write(
  `9/6 Jacks or Better, optimal: RTP ${(job.rtp * 100).toFixed(6)} %, SD ${job.sd.toFixed(6)} (${seconds(started)} s)\n`,
);
started = performance.now();
const aa = exactAaBonus();
process.stdout.write(
  `AA bonus: RTP ${(aa.rtp * 100).toFixed(6)} %, SD ${aa.sd.toFixed(6)} (${seconds(started)} s)\n`,
);
