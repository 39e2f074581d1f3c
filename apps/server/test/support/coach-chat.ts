// What the coach chat's integration tests share: asking, following an answer to its end, and a listed
// coach whose knowledge PDF has been read.
import type { AskAnswer, ChatTurn } from '@iyl/core/coach-chat/contract';
import { streamEvents } from '@iyl/core/http/sse';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { type Browser, browser, signedInUser, textPart } from './app.ts';
import { makePdf } from './pdf.ts';
import type { TestSmtp } from './smtp.ts';

export const ASK = '/api/v1/coach-chat/messages';

/** A question asked (201): the chat and the turn whose answer is being written. */
export async function ask(client: Browser, body: object) {
  const res = await client.post(ASK, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AskAnswer;
}

/** A stream's events, as read by streamEvents or sseReader. */
type StreamedEvents = readonly { event: string; data: unknown }[];

/** The answer's text in a stream's events, its pieces joined. */
export const textOf = (events: StreamedEvents) =>
  events
    .filter((e) => e.event === 'text')
    .map((e) => (e.data as { text: string }).text)
    .join('');

/** The answer as kept, from a stream that ended with it. */
export const doneOf = (events: StreamedEvents) => {
  const last = events.at(-1);
  expect(last?.event).toBe('done');
  return last?.data as ChatTurn;
};

/** The same browser (its cookies) talking to another server process, as behind a load balancer. */
export function browserOn(app: FastifyInstance, client: Browser): Browser {
  const there = browser(app);
  for (const [name, value] of client.jar) there.jar.set(name, value);
  return there;
}

/** The answer as kept, once written (the stream's last event). */
export async function answered(client: Browser, turnId: string): Promise<ChatTurn> {
  const res = await client.get(`/api/v1/coach-chat/answers/${turnId}/stream`);
  expect(res.statusCode, res.body).toBe(200);
  const last = streamEvents(res.body).at(-1);
  expect(last?.event).toBe('done');
  return last?.data as ChatTurn;
}

/** A listed coach (Dana Rivers, Sleep: photo and profile) whose knowledge PDF (title, pages of lines) has been read. */
/** A coach with a read PDF: `pages` of lines set by makePdf, or a file's bytes as they are. */
export async function coachWithPdf(suite: { app: FastifyInstance; smtp: TestSmtp }, title: string, pages: string[][] | Uint8Array) {
  const coach = await signedInUser(suite.app, suite.smtp, { role: 'Coach', fullname: 'Dana Rivers' });
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a7' } }).png().toBuffer();
  await coach.client.upload('/api/v1/profile/photo', [{ field: 'image', filename: 'me.png', contentType: 'image/png', data: png }]);
  const profile = await coach.client.post('/api/v1/coach/profile', {
    phone: '+1 555 0100',
    whatsapp: '+1 555 0101',
    feeCents: 5000,
    specialization: 'Sleep',
    paymentAddress: 'coach@pay.example',
    availability: { sessionMinutes: 60, windows: [{ day: 'Mon', start: '09:00', end: '17:00' }] },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const upload = await coach.client.upload('/api/v1/coach/knowledge', [
    textPart('title', title),
    textPart('specialization', 'Sleep'),
    { field: 'file', filename: 'guide.pdf', contentType: 'application/pdf', data: pages instanceof Uint8Array ? Buffer.from(pages) : await makePdf(pages) },
  ]);
  expect(upload.statusCode, upload.body).toBe(201);
  const documentId = upload.json().document.id as string;
  await suite.app.services.coachChat.knowledge.reader.read(documentId);
  return { ...coach, documentId };
}
