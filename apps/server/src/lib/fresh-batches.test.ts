import { describe, expect, it } from 'vitest';
import { freshBatches } from './fresh-batches';

/** A store whose reads the test finishes by hand, recording what each read was asked and saw. */
function manualStore() {
  const value = new Map<string, number>();
  const reads: Array<{ keys: string[]; finish: () => void; fail: (e: Error) => void }> = [];
  const read = (keys: string[]) =>
    new Promise<Map<string, number>>((resolve, reject) => {
      // What the read sees is what the store held when the read began, as a database snapshot would.
      const seen = new Map(keys.filter((k) => value.has(k)).map((k) => [k, value.get(k)!]));
      reads.push({ keys, finish: () => resolve(seen), fail: reject });
    });
  return { value, reads, read };
}

/** A store holding `values`, read through freshBatches. */
function batched(values: Record<string, number>, opts = { inFlight: 1, maxBatch: 100 }) {
  const store = manualStore();
  for (const [k, v] of Object.entries(values)) store.value.set(k, v);
  return { store, load: freshBatches(store.read, opts) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('freshBatches', () => {
  it('sends the calls of one tick together, each key once', async () => {
    const { store, load } = batched({ a: 1, b: 2 });
    const answers = Promise.all([load('a'), load('b'), load('a'), load('missing')]);
    await tick();
    expect(store.reads.map((r) => r.keys)).toEqual([['a', 'b', 'missing']]);
    store.reads[0]!.finish();
    expect(await answers).toEqual([1, 2, 1, undefined]);
  });

  it('never answers a call from a read that began before it', async () => {
    const { store, load } = batched({ a: 1 });
    const early = load('a');
    await tick();
    store.value.set('a', 2); // written after the first read began
    const late = [load('a'), load('a')];
    await tick();
    expect(store.reads).toHaveLength(1); // the late calls wait for the running read ...
    store.reads[0]!.finish();
    expect(await early).toBe(1);
    await tick();
    expect(store.reads).toHaveLength(2); // ... and go together in the next one, which sees the write
    store.reads[1]!.finish();
    expect(await Promise.all(late)).toEqual([2, 2]);
  });

  it('runs at most inFlight reads at once', async () => {
    const { store, load } = batched({}, { inFlight: 2, maxBatch: 1 });
    const answers = Promise.all(['a', 'b', 'c', 'd'].map((k) => load(k)));
    await tick();
    expect(store.reads.map((r) => r.keys)).toEqual([['a'], ['b']]);
    store.reads[0]!.finish();
    await tick();
    expect(store.reads.map((r) => r.keys)).toEqual([['a'], ['b'], ['c']]);
    store.reads[1]!.finish();
    store.reads[2]!.finish();
    await tick();
    store.reads[3]!.finish();
    expect(await answers).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('fails the calls of a failed read only, and goes on', async () => {
    const { store, load } = batched({ a: 1 });
    const failed = load('a');
    await tick();
    const next = load('a');
    store.reads[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await tick();
    store.reads[1]!.finish();
    expect(await next).toBe(1);
  });
});
