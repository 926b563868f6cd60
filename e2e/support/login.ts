import { login as loginCall } from '@chokdee/contracts';
import { call } from './api';
import type { Member } from './register-member';

/** Logs the member in; answers the access token the member calls carry. */
export async function login(member: Pick<Member, 'phoneNumber' | 'password'>): Promise<string> {
  const answer = await call(loginCall, {
    body: { phoneNumber: member.phoneNumber, Password: member.password },
  });
  return answer.authToken;
}
