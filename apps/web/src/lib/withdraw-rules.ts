import { createWithdrawalBody, fillMessage } from '@chokdee/contracts';
import { inLang, MESSAGE, TEXT } from './text';

/** SPEC §5: 'ถอนเงินขั้นต่ำ {min} บาท', the number written as the server writes it (1,500). */
export const belowMinMessage = (min: number) => fillMessage(MESSAGE.withdrawBelowMin, { min });

/** The amount field is free text (SPEC §5 "free numeric input"): commas and spaces are tolerated. */
export function parseAmount(input: string): number {
  const cleaned = input.replace(/[,\s]/g, '');
  return /^\d+(\.\d*)?$|^\.\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The client-side check of a withdrawal amount: the contract's own rule (more than 0, 2 decimals at
 * most), then the site's minimum with the server's message. Undefined when the amount may be sent.
 */
export function withdrawAmountError(input: string, min: number): string | undefined {
  const amount = parseAmount(input);
  const parsed = createWithdrawalBody.shape.Amount.safeParse(amount);
  if (!parsed.success) return inLang(parsed.error.issues[0]?.message ?? MESSAGE.invalidAmount);
  if (amount < min) return belowMinMessage(min);
  return undefined;
}

/**
 * The question a withdrawal that forfeits asks first (docs/ABUSE.md 5): the amount the condition showed,
 * which the request then carries as `Forfeit`. Null when nothing is forfeited (nothing to ask).
 */
export function forfeitQuestion(forfeit: number): string | null {
  return forfeit > 0 ? fillMessage(TEXT.withdrawForfeitConfirm, { amount: forfeit }) : null;
}

/** What the member is told once the request is accepted: the server's text (pending or paid). */
export const withdrawDoneText = (message: string | undefined) => message || MESSAGE.withdrawSuccess;
