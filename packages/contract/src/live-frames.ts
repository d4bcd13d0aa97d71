// The live channel's wire format read back: Server-Sent Events text split into frames, as a browser's EventSource
// reads it (a frame ends at a blank line; `field: value` lines, one leading space dropped; `data` lines joined by a
// newline; `:` lines are comments). For readers outside a browser: the server's tests, the recorder, the benchmark.

/** One frame as sent: its fields, and its comment lines' text. */
export interface LiveFrame {
  id?: string;
  data?: string;
  retry?: string;
  /** A named event's name (the heartbeat's `ping`). */
  event?: string;
  comment?: string;
}

/** A reader of a stream's text as it arrives: each call takes the next chunk and answers the frames it completed. */
export function liveFrameReader(): (chunk: string) => LiveFrame[] {
  let buffer = '';
  return (chunk) => {
    buffer += chunk;
    const frames: LiveFrame[] = [];
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      frames.push(parseFrame(buffer.slice(0, end)));
      buffer = buffer.slice(end + 2);
    }
    return frames;
  };
}

function parseFrame(text: string): LiveFrame {
  const frame: LiveFrame = {};
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) {
      frame.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = (colon < 0 ? line : line.slice(0, colon)) as keyof LiveFrame;
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    frame[field] = field === 'data' && frame.data !== undefined ? `${frame.data}\n${value}` : value;
  }
  return frame;
}
