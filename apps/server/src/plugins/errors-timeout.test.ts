import { TH } from '@chokdee/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';

/** A driver error as drizzle wraps it: the PostgreSQL code sits on the cause. */
const dbError = (code: string) => Object.assign(new Error('Failed query: select 1'), { cause: { code } });

describe('database timeouts reach the member as "busy", never as a 500 or a stack', () => {
  it.each([
    ['55P03', 'lock_timeout'],
    ['57014', 'statement_timeout'],
  ])('%s (%s): 503 with the Thai message', async (code) => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/x', async () => {
      throw dbError(code);
    });
    const res = await app.inject({ url: '/x' });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 503,
      body: { success: 0, message: TH.databaseBusy },
    });
  });
});
