/** One server-sent event: its name ("message" when unnamed), its data lines joined, and its id when it has one. */
export interface StreamEvent {
  event: string;
  data: string;
  /** The event's `id:` field: what a reconnect sends back as Last-Event-ID to resume after it. */
  id?: string;
}

/**
 * Split what a text/event-stream delivered so far into whole events and the unfinished rest (kept for
 * the next chunk). Comments (": keep-alive") and fields other than event, data and id are skipped.
 */
export function readEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
    if (data.length > 0) events.push(id === undefined ? { event, data: data.join('\n') } : { event, data: data.join('\n'), id });
  }
  return { events, rest };
}
