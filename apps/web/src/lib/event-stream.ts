/** One Server-Sent Event: its name (`message` when the server gave none) and its data. */
export interface StreamEvent {
  type: string;
  data: string;
}

/**
 * The events of a `text/event-stream` body, as they arrive (the part of the format our server uses: `event:`,
 * `data:`, comments and `retry:` skipped). EventSource would do this, but it cannot send the member's token.
 */
export async function* readEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, cut).split('\n');
        buffer = buffer.slice(cut + 2);
        let type = 'message';
        const data: string[] = [];
        for (const line of lines) {
          if (line.startsWith('event:')) type = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length > 0) yield { type, data: data.join('\n') };
      }
    }
  } finally {
    reader.releaseLock();
  }
}
