import { describe, expect, it } from 'vitest';
import { simulatedNotifier } from './simulator';

describe('simulated notifier', () => {
  it('records each message in order and logs it at debug', async () => {
    const logged: unknown[] = [];
    const sim = simulatedNotifier({ log: { debug: (obj: unknown) => void logged.push(obj) } });
    await sim.send('one');
    await sim.send('two');
    expect(sim.messages).toEqual(['one', 'two']);
    expect(logged).toEqual([{ notification: 'one' }, { notification: 'two' }]);
  });

  it('keeps the latest messages only, so a long-running demo does not grow', async () => {
    const sim = simulatedNotifier({ maxMessages: 2 });
    for (const text of ['a', 'b', 'c']) await sim.send(text);
    expect(sim.messages).toEqual(['b', 'c']);
  });

  it('delivers a message sent again with the same key once, as LINE does', async () => {
    const sim = simulatedNotifier();
    await sim.send('once', 'k1');
    await sim.send('once', 'k1');
    await sim.send('again', 'k2');
    expect(sim.messages).toEqual(['once', 'again']);
  });
});
