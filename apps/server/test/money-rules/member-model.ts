/**
 * The member-side money model of the money-rules property test (member-money.int.test.ts): what one
 * member deposited, which rewards they received, and which of those they have EARNED — the bound on what
 * the site may ever let them take out. It reads no rule from the server: the promotion terms, who may take
 * which promotion, how a round counts toward turnover and how tickets are earned are written here, from
 * issue 16 and docs/ABUSE.md. Amounts in satang.
 */

/** How often a promotion may be taken (issue 16 hole 1). */
export type Eligibility = 'firstDeposit' | 'oncePerDay';

export interface PromotionTerms {
  title: string;
  eligibility: Eligibility;
  minimumDeposit: bigint;
  bonusPercent: number;
  /** Satang. */
  maxBonus: bigint;
  /** Hundredths of a multiple of deposit + bonus (100 = 1 เท่า). */
  turnoverMultiple: bigint;
  /** Hundredths of a multiple of deposit + bonus; null: no cap. */
  maxWithdrawMultiple: bigint | null;
}

/** A reward the member received, with the condition that makes it theirs. */
export interface Reward {
  what: 'bonus' | 'itemcode' | 'prize';
  amount: bigint;
  /** The rules allowed this reward at all (eligibility, amount, ticket earned by play). */
  entitled: boolean;
  /** Turnover the member must play after receiving it; 0: none. */
  needTurnover: bigint;
  /**
   * The most of it that may leave the site; null: no cap. A bonus's max withdraw counts on deposit + bonus,
   * so what may leave of the bonus is the max withdraw less its deposit (the deposit was the member's).
   */
  cap: bigint | null;
  /** Model turnover played while this was the running condition. */
  turnover: bigint;
  /** Turnover reached `needTurnover` while it ran: once met, met for good. */
  met: boolean;
}

/** Bangkok calendar day of an instant (UTC+7, no daylight saving). */
export const bangkokDay = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

export class MemberModel {
  deposited = 0n;
  deposits = 0;
  rewards: Reward[] = [];
  /** Index of the reward whose condition runs now (the server's active bonus), or null. */
  running: number | null = null;
  /** Model turnover of every settled round: what earns spin tickets. */
  played = 0n;
  spins = 0;
  /** Promotion titles taken, with the Bangkok day of each claim. */
  claims: Array<{ title: string; day: string }> = [];

  constructor(
    readonly promotions: readonly PromotionTerms[],
    /** Satang of played turnover per spin ticket. */
    readonly turnoverPerTicket: bigint,
  ) {}

  /** Manual credits by staff: money the operator chose to give, counted like a deposit in the bound. */
  staffCredited = 0n;

  /** A manual credit applied (at once, or when another staff member approved it). */
  staffCredit(amount: bigint) {
    this.staffCredited += amount;
  }

  /** A credited deposit; `first` is read before it counts. */
  deposit(amount: bigint) {
    this.deposited += amount;
    this.deposits += 1;
  }

  /**
   * A bonus paid with a deposit of `deposit` satang: entitled only when the member receives promotions,
   * the promotion's eligibility allows this deposit, and the amount is at most what its terms give.
   */
  bonus(
    p: PromotionTerms | undefined,
    amount: bigint,
    deposit: bigint,
    opts: { optedIn: boolean; at: Date },
  ) {
    const firstDeposit = this.deposits === 1; // the deposit this bonus came with is already counted
    const day = bangkokDay(opts.at);
    let entitled = opts.optedIn && p !== undefined && deposit >= p.minimumDeposit;
    if (p && p.eligibility === 'firstDeposit') entitled &&= firstDeposit && !this.took(p.title);
    if (p && p.eligibility === 'oncePerDay') entitled &&= !this.took(p.title, day);
    if (p) this.claims.push({ title: p.title, day });
    const max = p ? bonusOf(p, deposit) : 0n;
    const base = deposit + amount;
    this.begin({
      what: 'bonus',
      amount,
      entitled: entitled && amount <= max,
      needTurnover: p ? (base * p.turnoverMultiple) / 100n : 0n,
      cap: p?.maxWithdrawMultiple != null ? (base * p.maxWithdrawMultiple) / 100n - deposit : null,
    });
  }

  /** An item code's free credit: at once, or a condition like a bonus's when it has turnover. */
  itemCode(amount: bigint, turnover: bigint) {
    if (turnover === 0n) this.rewards.push(reward('itemcode', amount, true, 0n, null));
    else this.begin({ what: 'itemcode', amount, entitled: true, needTurnover: turnover, cap: null });
  }

  /** A wheel prize in playable credit: earned only when this spin's ticket was earned by play. */
  prize(amount: bigint) {
    this.spins += 1;
    const earned = BigInt(this.spins) * this.turnoverPerTicket <= this.played;
    this.rewards.push(reward('prize', amount, earned, 0n, null));
  }

  /** A spin that paid nothing still used a ticket. */
  emptySpin() {
    this.spins += 1;
  }

  /** A round settled with `turnover` of model turnover (see roundTurnover). */
  settled(turnover: bigint) {
    this.played += turnover;
    if (this.running === null) return;
    const r = this.rewards[this.running]!;
    r.turnover += turnover;
    if (r.turnover >= r.needTurnover) r.met = true;
  }

  /** The server says no bonus runs: the running condition ended, and later play no longer counts for it. */
  ended() {
    this.running = null;
  }

  /** What the member has earned from rewards: deposits plus this bound every withdrawal. */
  metRewards(): bigint {
    let sum = 0n;
    for (const r of this.rewards) {
      if (!r.entitled || !r.met) continue;
      sum += r.cap !== null && r.cap < r.amount ? r.cap : r.amount;
    }
    return sum;
  }

  private took(title: string, day?: string) {
    // This deposit's own claim is pushed after the check.
    return this.claims.some((c) => c.title === title && (day === undefined || c.day === day));
  }

  private begin(r: Omit<Reward, 'turnover' | 'met'>) {
    this.rewards.push(reward(r.what, r.amount, r.entitled, r.needTurnover, r.cap));
    this.running = this.rewards.length - 1;
  }
}

function reward(
  what: Reward['what'],
  amount: bigint,
  entitled: boolean,
  needTurnover: bigint,
  cap: bigint | null,
): Reward {
  return { what, amount, entitled, needTurnover, cap, turnover: 0n, met: needTurnover === 0n };
}

/** The bonus a deposit may earn: percent of it, capped by maxBonus (0: no cap); 0 below the minimum. */
export function bonusOf(p: PromotionTerms, deposit: bigint): bigint {
  if (deposit < p.minimumDeposit) return 0n;
  const bonus = (deposit * BigInt(p.bonusPercent)) / 100n;
  return p.maxBonus > 0n && bonus > p.maxBonus ? p.maxBonus : bonus;
}

/**
 * Model turnover of a settled round. A partner round counts what the wallet sees: its stake (bets net of
 * rollbacks), or nothing when the win gave the stake back (a push). A house baccarat hand counts only the
 * net stake at risk between opposing sides: |player - banker| (issue 16 hole 4).
 */
export function roundTurnover(
  round: { kind: 'partner'; stake: bigint; win: bigint } | { kind: 'hedge'; player: bigint; banker: bigint },
): bigint {
  if (round.kind === 'hedge') {
    const net = round.player - round.banker;
    return net < 0n ? -net : net;
  }
  return round.win === round.stake ? 0n : round.stake;
}
