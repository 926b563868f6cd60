import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH,
  bankToken,
  getRefresh,
  memberHeaders,
  post,
  postCheckPhone,
  postLogin,
  postLogout,
  postSignup,
  signupPayload,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

/** Every line the app logs, at the most talkative level, so nothing it could ever write is missed. */
const lines: string[] = [];
const t = useTestApp({
  logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
});

describe('logs never carry secrets', () => {
  it('a whole member journey logs no password, token or account number', async () => {
    const payload = signupPayload({ Password: 'Pw-Secret-77', Confirm_Password: 'Pw-Secret-77' });
    const newPassword = 'Pw-Newer-88';
    const check = await bankToken(t.app, payload.BankAccount);
    await postCheckPhone(t.app, payload.phoneNumber);
    expect((await postSignup(t.app, payload, check.token)).statusCode).toBe(200);

    const failed = await postLogin(t.app, payload.phoneNumber, 'Pw-Wrong-99');
    expect(failed.statusCode).toBe(401);
    const login = await postLogin(t.app, payload.phoneNumber, payload.Password);
    const token = login.json().authToken as string;
    expect((await getRefresh(t.app, token)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'PUT',
      url: `${AUTH}/change-password`,
      headers: memberHeaders(token),
      payload: {
        phone_number: payload.phoneNumber,
        old_Password: payload.Password,
        Password: newPassword,
        Confirm_Password: newPassword,
      },
    });
    expect(change.statusCode).toBe(200);
    // Failures that reach the error handler, which is where request data could slip into a log.
    const bad = await post(
      t.app,
      `${AUTH}/signup`,
      { ...payload, WalletId: 'w\u0000' },
      {
        headers: {
          'x-api-key': 'test-site-key-123',
          tokenBank: check.token,
          authorization: `Bearer ${token}`,
        },
      },
    );
    expect(bad.statusCode).toBe(400);
    expect((await postLogout(t.app, token)).statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('request completed'); // the logger did capture the journey
    for (const secret of [
      payload.Password,
      newPassword,
      'Pw-Wrong-99',
      token,
      check.token,
      payload.BankAccount,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('a database failure is logged without the values of the failed query', async () => {
    // Make the database refuse new members, the way an outage or a bad migration would.
    await t.database.db.execute(sql`
      create function refuse_member() returns trigger language plpgsql as
        $$ begin raise exception 'member inserts are off'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_member before insert on members for each row execute function refuse_member()`,
    );
    try {
      lines.length = 0;
      const payload = signupPayload({ WalletId: 'wallet-4242' });
      const { token } = await bankToken(t.app, payload.BankAccount);
      const res = await postSignup(t.app, payload, token);
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('member inserts are off'); // the cause is still there for the operator
      for (const value of [payload.BankAccount, payload.phoneNumber, 'wallet-4242', '$argon2id$']) {
        expect(log).not.toContain(value);
      }
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_member on members`);
    }
  });
});
