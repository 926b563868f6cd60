import { randomBytes } from 'node:crypto';
import {
  adminListDepositChannels,
  postBankStatements,
  type FeedOutcome,
  type FeedTransaction,
} from '@chokdee/contracts';
import { signFeedBody } from '../../apps/server/src/modules/deposits/feed-signature';
import { adminHeaders, api, call } from './api';
import type { Member } from './register-member';
import { E2E_SECRETS } from './secrets';

/** The first active bank channel the site receives deposits on (the operator's list). */
async function depositAccount(): Promise<string> {
  const channels = await call(adminListDepositChannels, { headers: adminHeaders });
  const bank = channels.data.find((c) => c.active && c.channel === 'BANK' && c.bankAccount);
  if (!bank?.bankAccount) throw new Error('the e2e site has no active bank deposit channel');
  return bank.bankAccount;
}

/**
 * Reports one transfer of `baht` from the member's bound bank account to a site channel on the signed bank
 * feed, as the bank would; `from` overrides the sender (e.g. a masked account). Answers the bank reference
 * and what the feed did with it (credited, unmatched…).
 */
export async function reportTransfer(
  member: Member,
  baht: number,
  from: Partial<Pick<FeedTransaction, 'fromBankCode' | 'fromAccount' | 'fromName'>> = {},
): Promise<{ ref: string; status: FeedOutcome }> {
  const transaction: FeedTransaction = {
    ref: `E2E${randomBytes(8).toString('hex').toUpperCase()}`,
    toAccount: await depositAccount(),
    amount: baht,
    time: new Date().toISOString(),
    fromBankCode: member.bankCode,
    fromAccount: member.bankAccount,
    fromName: `${member.firstName} ${member.lastName}`,
    ...from,
  };
  // Signed over the exact bytes sent, as the feed checks the raw body.
  const body = JSON.stringify({ transactions: [transaction] });
  const res = await api(postBankStatements.path, {
    body,
    headers: { 'x-signature': signFeedBody(body, E2E_SECRETS.BANK_FEED_SECRET) },
  });
  if (res.status !== 200) throw new Error(`bank feed answered ${res.status}: ${JSON.stringify(res.body)}`);
  const answer = postBankStatements.response.parse(res.body);
  const result = answer.data.results[0];
  if (!result) throw new Error(`bank feed answered no result: ${JSON.stringify(answer.data)}`);
  return { ref: transaction.ref, status: result.status };
}

/**
 * Reports a transfer of `baht` from the member's bound bank account to a site channel on the signed bank
 * feed, as the bank would, and checks it was credited. Answers the bank reference.
 */
export async function bankFeedDeposit(member: Member, baht: number): Promise<string> {
  const { ref, status } = await reportTransfer(member, baht);
  if (status !== 'credited') throw new Error(`bank feed deposit ${ref} not credited: ${status}`);
  return ref;
}
