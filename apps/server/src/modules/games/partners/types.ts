/**
 * A game partner (provider or aggregator) in one of the two integration styles:
 * - seamless: the member's credit never leaves our ledger; the partner calls our wallet API
 *   (/provider/v1/{partner}/…) for every bet, win and rollback, signing each call with its secret;
 * - transfer: credit is moved to the partner's side when a game opens and back when the member reloads,
 *   so while playing the game-wallet balance is read from the partner.
 */
export interface LaunchRequest {
  /** The member's game username (SPEC §3 GameInfo.username). */
  username: string;
  ch: string;
  gameType: string;
  /** The game inside the entry, when the member picked one. */
  gameCode?: string;
  /**
   * The operator's reference of the member session launching the game (its id): a partner that binds its
   * sessions to it (the house provider) ends them with it. Absent only in tests that launch directly.
   */
  operatorSession?: string;
  /**
   * The member app page to come back to (a path of this site, e.g. /user/slot): where the game's own
   * "back" leads. An outside partner's adapter sends it as the provider's lobby or exit URL.
   */
  returnTo?: string;
}

interface PartnerBase {
  readonly name: string;
  /** The URL the member opens; relative URLs are pages of this server. */
  launchUrl(request: LaunchRequest): Promise<string>;
}

export interface SeamlessPartner extends PartnerBase {
  readonly style: 'seamless';
  /** Signs the partner's wallet calls (X-Signature). */
  readonly secret: string;
}

/** What a transfer partner answered: `refused` is final; an unknown outcome is thrown. */
export type TransferOutcome = 'done' | 'refused';

export interface TransferPartner extends PartnerBase {
  readonly style: 'transfer';
  /** The member's credit on the partner's side, in satang. */
  balance(username: string): Promise<bigint>;
  /**
   * Moves credit to (deposit) or from (withdraw) the partner's side. `transferId` makes the call
   * idempotent on the partner's side: repeating it after a lost answer never moves money twice.
   */
  deposit(username: string, amount: bigint, transferId: string): Promise<TransferOutcome>;
  withdraw(username: string, amount: bigint, transferId: string): Promise<TransferOutcome>;
}

export type GamePartner = SeamlessPartner | TransferPartner;

/** The partners this server knows, by name (the site config's `Partner` picks one). */
export type PartnerRegistry = ReadonlyMap<string, GamePartner>;
