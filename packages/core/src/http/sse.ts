/** One server-sent event as received: its name and its JSON data. */
export interface ReceivedEvent {
  event: string;
  data: unknown;
}

/**
 * Reads server-sent events as they arrive: push text in any pieces, get back the events completed so
 * far (an event ends with a blank line). Only `event:` and one-line JSON `data:` fields are used.
 */
export function sseReader() {
  let buffer = '';
  return (text: string): ReceivedEvent[] => {
    buffer += text.replace(/\r\n?/g, '\n');
    const events: ReceivedEvent[] = [];
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data += line.slice(5).trim();
      }
      try {
        events.push({ event, data: data ? JSON.parse(data) : null });
      } catch {
        events.push({ event, data: null });
      }
      end = buffer.indexOf('\n\n');
    }
    return events;
  };
}

/** Every event of a whole stream. */
export function streamEvents(text: string): ReceivedEvent[] {
  return sseReader()(text);
}
