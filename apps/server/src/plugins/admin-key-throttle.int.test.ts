import { TH } from '@chokdee/contracts';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, useTestApp } from '../../test/test-app';

/** Every line the app logs at warn and above. */
const lines: string[] = [];
const t = useTestApp({
  logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
});
const audit = (key: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: '/admin/v1/audit', headers: { 'x-admin-key': key }, remoteAddress });

describe('wrong operator keys (docs/ABUSE.md 16.11)', () => {
  it('are refused with 429 past 10 per address in 15 minutes, the right key too; other addresses pass', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await audit(`guess-${i}-0000000000`, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(403), 429, 429]);

    // Past the limit the key is not even compared: a lucky guess would learn nothing.
    const right = await audit(ADMIN_KEY, '198.51.100.7');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ success: 0, message: TH.tooManyRequests });
    expect((await audit(ADMIN_KEY, '198.51.100.8')).statusCode).toBe(200);
  });

  it('logs each wrong key at warn with the address, never the key', async () => {
    const before = lines.length;
    expect((await audit('logged-guess-0000000', '198.51.100.9')).statusCode).toBe(403);
    const logged = lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'wrong admin key', ip: '198.51.100.9' }),
    );
    expect(lines.slice(before).join('\n')).not.toContain('logged-guess');
  });
});
