/**
 * An in-memory model of the ledger's rules for the property test: member accounts by index, house
 * accounts unbounded (`null`). It predicts each command's outcome; the test runs the command on the
 * database, asserts the same outcome, then applies it here.
 */
export type Outcome = 'done' | 'duplicate' | 'insufficientFunds' | 'alreadyProcessed';

export type ModelOp =
  | { t: 'credit' | 'debit' | 'hold'; a: number; amount: bigint }
  | { t: 'move'; a: number; b: number; amount: bigint }
  | { t: 'post' | 'void' | 'repeat' | 'reverse'; i: number };

/** A keyed command (transfer or hold); `key` is the index of the op that first issued it. */
export interface Keyed {
  key: number;
  hold: boolean;
  from: number | null;
  to: number | null;
  amount: bigint;
  done: boolean;
}

interface HoldState {
  key: number;
  account: number;
  amount: bigint;
  status: 'pending' | 'posted' | 'voided';
}

interface Moved {
  from: number | null;
  to: number | null;
  amount: bigint;
  reversed: boolean;
  /** Where to find the transfer id: the keyed command, or the hold that was posted. */
  ref: { keyed: number } | { hold: number };
}

export type Step =
  | { kind: 'keyed'; cmd: Keyed; expected: Outcome }
  | { kind: 'post' | 'void'; hold: number; expected: Outcome }
  | { kind: 'reverse'; moved: number; expected: Outcome };

export class LedgerModel {
  readonly accounts: { balance: bigint; held: bigint }[];
  readonly keyed: Keyed[] = [];
  readonly holds: HoldState[] = [];
  readonly moved: Moved[] = [];
  /** Transfers made under the test's own keys (client commands and reversals; not hold posts). */
  keyedTransfers = 0;

  constructor(count: number) {
    this.accounts = Array.from({ length: count }, () => ({ balance: 0n, held: 0n }));
  }

  plan(op: ModelOp, n: number): Step | undefined {
    switch (op.t) {
      case 'credit':
        return this.fresh({ key: n, hold: false, from: null, to: op.a, amount: op.amount, done: false });
      case 'debit':
        return this.fresh({ key: n, hold: false, from: op.a, to: null, amount: op.amount, done: false });
      case 'hold':
        return this.fresh({ key: n, hold: true, from: op.a, to: null, amount: op.amount, done: false });
      case 'move': {
        const to = (op.a + 1 + op.b) % this.accounts.length; // never the source itself
        return this.fresh({ key: n, hold: false, from: op.a, to, amount: op.amount, done: false });
      }
      case 'repeat': {
        const cmd = this.keyed[op.i % Math.max(this.keyed.length, 1)];
        if (!cmd) return undefined;
        // A refused command never took its key: repeating it is a fresh attempt.
        return { kind: 'keyed', cmd, expected: cmd.done ? 'duplicate' : this.canSpend(cmd.from, cmd.amount) };
      }
      case 'post':
      case 'void': {
        const index = op.i % Math.max(this.holds.length, 1);
        const h = this.holds[index];
        if (!h) return undefined;
        const wanted = op.t === 'post' ? 'posted' : 'voided';
        const expected =
          h.status === 'pending' ? 'done' : h.status === wanted ? 'duplicate' : 'alreadyProcessed';
        return { kind: op.t, hold: index, expected };
      }
      case 'reverse': {
        const index = op.i % Math.max(this.moved.length, 1);
        const m = this.moved[index];
        if (!m) return undefined;
        return {
          kind: 'reverse',
          moved: index,
          expected: m.reversed ? 'alreadyProcessed' : this.canSpend(m.to, m.amount),
        };
      }
    }
  }

  apply(step: Step, outcome: Outcome) {
    if (outcome !== 'done') return;
    if (step.kind === 'keyed') {
      const { cmd } = step;
      cmd.done = true;
      if (cmd.hold) {
        this.acc(cmd.from)!.held += cmd.amount;
        this.holds.push({ key: cmd.key, account: cmd.from!, amount: cmd.amount, status: 'pending' });
      } else {
        this.move(cmd.from, cmd.to, cmd.amount);
        this.keyedTransfers += 1;
        this.moved.push({
          from: cmd.from,
          to: cmd.to,
          amount: cmd.amount,
          reversed: false,
          ref: { keyed: cmd.key },
        });
      }
    } else if (step.kind !== 'reverse') {
      const h = this.holds[step.hold]!;
      this.accounts[h.account]!.held -= h.amount;
      h.status = step.kind === 'post' ? 'posted' : 'voided';
      if (step.kind === 'post') {
        this.move(h.account, null, h.amount);
        this.moved.push({
          from: h.account,
          to: null,
          amount: h.amount,
          reversed: false,
          ref: { hold: step.hold },
        });
      }
    } else {
      const m = this.moved[step.moved]!;
      m.reversed = true;
      this.move(m.to, m.from, m.amount);
      this.keyedTransfers += 1;
    }
  }

  private fresh(cmd: Keyed): Step {
    this.keyed.push(cmd);
    return { kind: 'keyed', cmd, expected: this.canSpend(cmd.from, cmd.amount) };
  }

  private canSpend(from: number | null, amount: bigint): Outcome {
    const a = this.acc(from);
    return !a || a.balance - a.held >= amount ? 'done' : 'insufficientFunds';
  }

  private move(from: number | null, to: number | null, amount: bigint) {
    const a = this.acc(from);
    const b = this.acc(to);
    if (a) a.balance -= amount;
    if (b) b.balance += amount;
  }

  private acc(i: number | null) {
    return i === null ? undefined : this.accounts[i];
  }
}
