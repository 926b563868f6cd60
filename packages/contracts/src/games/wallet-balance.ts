import { z } from 'zod';
import { defineCall } from '../common/envelope';
import { walletAnswer, walletPath, walletUsername } from './wallet-common';

export const walletBalanceBody = z.object({ username: walletUsername }).strict();

export const walletBalance = defineCall({
  method: 'POST',
  path: walletPath('balance'),
  summary:
    "Partner → us (seamless wallet, signed with X-Signature): the member's playable credit in satang. " +
    'RS_ERROR_UNKNOWN_USER for an unknown username',
  body: walletBalanceBody,
  response: walletAnswer,
});
