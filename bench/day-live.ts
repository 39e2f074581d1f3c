// The day of traffic's live parts (bench/day.ts): the sign-in codes read from the mail the app sent to a
// real SMTP server, and the community's members who keep a topic open and read what others post as it comes.
import { sseReader } from '../packages/core/src/http/sse.ts';
import type { ReceivedMail } from '../apps/server/test/support/smtp.ts';
import type { Member } from './day-people.ts';
import type { Recorder } from './day-stats.ts';

/**
 * The mail an SMTP server caught (apps/server/test/support/smtp.ts's `received`, emptied as it is read, so
 * a day's booking and reply mails do not pile up here): the newest sign-in code of each address.
 */
export function mailbox(received: ReceivedMail[]) {
  let count = 0;
  const codes = new Map<string, { code: string; at: number }>();
  const scan = () => {
    for (const mail of received.splice(0)) {
      count++;
      // Quoted-printable's soft line breaks undone, so the sentence with the code reads whole.
      const code = mail.raw.replace(/=\r?\n/g, '').match(/code to [^:]+: (\d{6})/)?.[1];
      if (code) for (const to of mail.to) codes.set(to, { code, at: count });
    }
  };
  return {
    /** Mails caught so far. */
    count: () => {
      scan();
      return count;
    },
    /** The first code mailed to `email` after the `after`-th mail, or null when none came within `timeoutMs`. */
    async code(email: string, after: number, timeoutMs: number): Promise<string | null> {
      for (const until = performance.now() + timeoutMs; performance.now() < until; ) {
        scan();
        const got = codes.get(email);
        if (got && got.at > after) return got.code;
        await new Promise((r) => setTimeout(r, 20));
      }
      return null;
    },
  };
}
export type Mailbox = ReturnType<typeof mailbox>;

/** A refused stream is opened again a second later, as the browser's EventSource does (the refusal is counted). */
const pause = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1_000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

interface Reader {
  topic: number;
  /** When its stream was open (answered) and when it ended, for each time it was opened. */
  open: { from: number; to: number }[];
  arrivals: Map<string, number>;
}

/**
 * Members who keep a topic open all day (FollowTopic, as the topic's screen does after GetTopic), and
 * the messages posted to those topics: each should reach every stream of its topic that was open when it
 * was sent. A stream that ends is opened again from the last event it had.
 */
export function liveTopics(base: string, topics: readonly string[], readers: readonly Member[], recorder: Recorder) {
  const sent = new Map<string, { topic: number; at: number }>();
  const state: Reader[] = readers.map((_, i) => ({ topic: i % topics.length, open: [], arrivals: new Map() }));
  const stop = new AbortController();
  let opened = 0;

  async function follow(reader: Reader, member: Member) {
    const headers = { authorization: `Bearer ${member.token}`, 'x-forwarded-for': member.ip };
    const topicId = topics[reader.topic] as string;
    let after: string | undefined;
    while (!stop.signal.aborted) {
      const started = performance.now();
      if (after === undefined) {
        const page = await fetch(`${base}/api/v1/community/topics/${topicId}/messages`, { headers, signal: stop.signal }).catch(() => null);
        recorder.record('GetTopic (topic messages)', performance.now() - started, page ? page.status : 'network');
        if (!page?.ok) {
          await pause(stop.signal);
          continue;
        }
        after = ((await page.json()) as { cursor: string }).cursor;
      }
      const opening = performance.now();
      const res = await fetch(`${base}/api/v1/community/topics/${topicId}/stream?after=${after}`, { headers, signal: stop.signal }).catch(() => null);
      if (stop.signal.aborted) return;
      recorder.record('FollowTopic (stream opened)', performance.now() - opening, res ? res.status : 'network', res && !res.ok ? await res.text() : '');
      if (!res?.ok || !res.body) {
        await pause(stop.signal);
        continue;
      }
      opened++;
      const window = { from: performance.now(), to: Number.POSITIVE_INFINITY };
      reader.open.push(window);
      const read = sseReader({ onId: (id) => (after = id) });
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body) {
          const at = performance.now();
          for (const e of read(decoder.decode(chunk as Uint8Array, { stream: true }))) {
            const tag = e.event === 'message' ? (e.data as { text?: string }).text?.match(/#(d\d+)/)?.[1] : undefined;
            if (tag && !reader.arrivals.has(tag)) reader.arrivals.set(tag, at);
          }
        }
      } catch {
        // Closed by the bench at the end, or cut: opened again below while the day goes on.
      }
      window.to = performance.now();
    }
  }

  const running = readers.map((member, i) => follow(state[i] as Reader, member));
  return {
    /** The live topics' ids. */
    topics,
    /** A member sends a message with this tag to the `topic`-th live topic now. */
    sending(tag: string, topic: number) {
      sent.set(tag, { topic, at: performance.now() });
    },
    /** The message did not go (its POST failed): no stream should have it. */
    failed(tag: string) {
      sent.delete(tag);
    },
    /** Waits `graceMs` for the last arrivals, closes the streams and records each message's arrival on each stream that was open when it was sent. */
    async finish(graceMs: number) {
      await new Promise((r) => setTimeout(r, graceMs));
      stop.abort();
      await Promise.allSettled(running);
      let lost = 0;
      for (const [tag, { topic, at }] of sent) {
        for (const reader of state.filter((r) => r.topic === topic && r.open.some((w) => w.from <= at && w.to > at))) {
          const arrived = reader.arrivals.get(tag);
          if (arrived === undefined) lost++;
          recorder.record('community message, sent → on an open stream', arrived === undefined ? graceMs : arrived - at, arrived === undefined ? 'timeout' : 200, arrived === undefined ? `#${tag} never reached a stream of its topic` : '', false);
        }
      }
      return { messages: sent.size, streamsOpened: opened, lost };
    },
  };
}
export type LiveTopics = ReturnType<typeof liveTopics>;
