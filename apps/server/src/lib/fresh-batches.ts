import DataLoader from 'dataloader';

/**
 * Batches reads by key without ever answering a call from a read that began before the call: a call joins
 * the batch that has not been sent yet, and at most `inFlight` batches run at once, so the calls that come
 * while the database is busy wait and go together in the next one
 * (docs/decisions/011-user-info-one-statement.md). No result is kept after its batch: this is a queue, not a
 * cache, and holds no state another process would need to see.
 *
 * `read` gets each key once and answers what it found; a key it did not find answers undefined.
 */
export function freshBatches<K, V>(
  read: (keys: K[]) => Promise<Map<K, V>>,
  opts: { inFlight: number; maxBatch: number },
): (key: K) => Promise<V | undefined> {
  // Batches sent or about to be; a batch that ends hands its slot to the next queued one.
  let busy = 0;
  const queued: Array<() => void> = [];
  const loader = new DataLoader<K, V | undefined>(
    async (keys) => {
      try {
        const found = await read([...new Set(keys)]);
        return keys.map((k) => found.get(k));
      } finally {
        const next = queued.shift();
        if (next) next();
        else busy--;
      }
    },
    {
      cache: false,
      maxBatchSize: opts.maxBatch,
      // Sent at once when there is room (after this tick's calls joined), else when a running batch ends.
      batchScheduleFn: (send) => {
        if (busy < opts.inFlight) {
          busy++;
          process.nextTick(send);
        } else queued.push(send);
      },
    },
  );
  return (key) => loader.load(key);
}
