import { describe, expect, it } from 'vitest';
import { liveFrameReader } from './live-frames.ts';

describe('liveFrameReader', () => {
  it('answers each frame once it is complete, whatever the chunks', () => {
    const read = liveFrameReader();
    expect(read('retry: 1000\n\nid: 7\nda')).toEqual([{ retry: '1000' }]);
    expect(read('ta: {"kind":"counters"}\n')).toEqual([]);
    expect(read('\nevent: ping\ndata: {}\n\n: a comment\n\n')).toEqual([
      { id: '7', data: '{"kind":"counters"}' },
      { event: 'ping', data: '{}' },
      { comment: 'a comment' },
    ]);
  });

  it('joins data lines with a newline and drops one leading space only', () => {
    expect(liveFrameReader()('data:  two spaces\ndata:second\n\n')).toEqual([
      { data: ' two spaces\nsecond' },
    ]);
  });
});
