import { describe, expect, it } from 'vitest';
import { readEvents } from '@/features/orders/model/event-stream';

describe('reading a server-sent event stream', () => {
  it('gives the whole events and keeps the unfinished one for the next chunk', () => {
    const first = readEvents('event: status\ndata: {"status":"pending"}\n\n: keep-alive\n\nevent: sta');
    expect(first.events).toEqual([{ event: 'status', data: '{"status":"pending"}' }]);
    const second = readEvents(`${first.rest}tus\r\ndata: {"status":"confirmed"}\r\n\r\n`);
    expect(second.events).toEqual([{ event: 'status', data: '{"status":"confirmed"}' }]);
    expect(second.rest).toBe('');
  });

  it('joins data lines, names unnamed events "message" and skips comments', () => {
    expect(readEvents(': hello\n\ndata: a\ndata: b\n\n').events).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
