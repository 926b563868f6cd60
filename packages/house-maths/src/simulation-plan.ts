/**
 * How many rounds the house games' simulations (*.sim.test.ts) play. `npm run sim` (SIM=1) plays the full
 * counts; `npm run sim:short` (SIM=short, run by .ci/run) plays, on the same fixed seeds, only as many as
 * it takes to catch the paytable mistake each check is there for (roundsToCatch).
 */
export const SIM_SHORT = process.env.SIM === 'short';

/**
 * The rounds at which a return shifted by `shift` (per unit staked) fails a check of `z` standard errors,
 * whatever the seed: a correct game's measured return lies within z SE of the exact one (that is what the
 * check accepts), so a game whose exact return is `shift` away lands outside once shift >= 2 z SE, with
 * SE = sd / sqrt(rounds). `sd` is one round's exact standard deviation.
 */
export function roundsToCatch(sd: number, shift: number, z: number): number {
  return Math.ceil(((2 * z * sd) / shift) ** 2);
}

/** The full count, or under SIM=short the short one (never more than the full one). */
export const simRounds = (full: number, short: number) => (SIM_SHORT ? Math.min(full, short) : full);
