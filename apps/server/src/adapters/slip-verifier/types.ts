import type { SlipQr } from '../../modules/deposits/slip-qr';

/** The transfer a slip proves, as the verifier knows it. Amount in satang. */
export interface VerifiedTransfer {
  /** The bank reference (the slip's transRef). */
  ref: string;
  toAccount: string;
  amount: bigint;
  time: Date;
  fromBankCode: string;
  /** Full digits or masked (`xxx-x-x1234-x`), as the bank shows it. */
  fromAccount: string;
  fromName: string | null;
}

/** Confirms that a slip stands for a real incoming transfer. */
export interface SlipVerifier {
  /**
   * True when the verifier is an outside service: it may name a transfer by another reference than the
   * feed's (the sending bank's), so deposits also recognise one transfer by channel, amount, sender and time.
   */
  readonly external: boolean;
  /**
   * The transfer the slip names (`qr` is the scanned text, `slip` its parsed fields), or null when the
   * verifier does not know it (yet). Throws when the verifier cannot be reached.
   */
  verify(qr: string, slip: SlipQr): Promise<VerifiedTransfer | null>;
}
