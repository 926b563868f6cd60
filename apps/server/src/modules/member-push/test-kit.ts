/** One event of a member stream: its name and its parsed data. */
export interface ReadEvent {
  type: string;
  data: unknown;
}

/**
 * Reads a Server-Sent Events stream as the web app does (fetch with the member token): the events so far, a
 * way to stop, and `ended`, true when the server ended the stream (false when the reader stopped it).
 */
export function readMemberEvents(url: string, headers: Record<string, string>) {
  const events: ReadEvent[] = [];
  const controller = new AbortController();
  const ended = fetch(url, { headers, signal: controller.signal })
    .then(async (res) => {
      if (res.status !== 200) throw new Error(`stream answered ${res.status}: ${await res.text()}`);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return true;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const lines = buffer.slice(0, cut).split('\n');
          buffer = buffer.slice(cut + 2);
          const type = lines.find((l) => l.startsWith('event: '))?.slice(7);
          const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
          if (type && data !== undefined) events.push({ type, data: JSON.parse(data) });
        }
      }
    })
    .catch((err: unknown) => {
      if (controller.signal.aborted) return false;
      throw err;
    });
  return { events, ended, stop: () => controller.abort() };
}
