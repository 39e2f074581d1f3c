import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@iyl/core/catalog/messages';
import { toStorableText } from '@iyl/core/text/storable';
import OpenAI from 'openai';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { cleanAiHtml, unfenceJson } from './clean.ts';

/**
 * The spec's framing of the model: an expert in wellness, habit building, finance and relationships
 * who gives detailed, lengthy answers. Each feature's prompts.ts builds its own system prompt on it.
 */
export const EXPERT_FRAMING =
  'You are an expert in wellness, habit building, personal finance and relationships. You give detailed, practical and lengthy answers that are tailored to the person you are helping.';
export const TEMPERATURE = 0.7;
export const TOP_P = 1;

export type AiSource = 'ai' | 'builtin';

export interface AiSettings {
  baseUrl?: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** The built-in engine's streamed text: ms between words (0: all at once). */
  builtinPaceMs?: number;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

interface Log {
  warn(obj: object, msg?: string): void;
}

export interface StructuredRequest<T> {
  /** The calling feature's system prompt (its prompts.ts). */
  system: string;
  schema: z.ZodType<T>;
  /** Names the JSON schema for the provider, e.g. "action_plan". */
  name: string;
  instruction: string;
  /** Sent as a second user message, as JSON (the spec sends the survey this way). */
  input?: unknown;
  offline: () => T;
  /** The message when the answer is still unusable after the retry (default 'Error parsing AI response!'). */
  parseError?: string;
}

export interface Ai {
  source: AiSource;
  /** HTML from the model, cleaned and sanitised. */
  html(request: { system: string; prompt: string; offline: () => string }): Promise<{ html: string; source: AiSource }>;
  /** A zod-validated object; one retry that tells the model what was wrong, then 'Error parsing AI response!'. */
  structured<T>(request: StructuredRequest<T>): Promise<{ value: T; source: AiSource }>;
  /** Streaming chat: yields text pieces as they arrive; `signal` stops it (the generator then just ends). */
  chat(request: { system: string; messages: ChatMessage[]; offline: () => string; signal?: AbortSignal }): AsyncGenerator<string>;
}

const aiFailed = () => new AppError(502, 'AI_FAILED', messages.aiFailed);
const aiParse = () => new AppError(502, 'AI_PARSE', messages.aiParse);

/** OpenAI-compatible provider when AI_BASE_URL is set; otherwise the built-in offline engine. */
export function createAi(settings: AiSettings, log: Log): Ai {
  if (!settings.baseUrl) return offlineAi({ paceMs: settings.builtinPaceMs ?? 0 });
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers (Ollama, llama.cpp) need no key, but the SDK wants one.
    apiKey: settings.apiKey || 'not-needed',
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });

  async function complete(
    system: string,
    chat: OpenAI.Chat.Completions.ChatCompletionMessageParam[],
    responseFormat?: OpenAI.ResponseFormatJSONSchema,
  ): Promise<string> {
    try {
      const response = await client.chat.completions.create({
        model: settings.model,
        temperature: TEMPERATURE,
        top_p: TOP_P,
        messages: [{ role: 'system', content: system }, ...chat],
        ...(responseFormat ? { response_format: responseFormat } : {}),
      });
      const content = response.choices[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new Error('empty completion');
      // A model may echo a NUL or half an emoji; neither can be stored.
      return toStorableText(content);
    } catch (err) {
      // The error itself (the log's serializer keeps its type, message, code and cause, e.g. ECONNREFUSED under "Connection error.").
      log.warn({ err, status: (err as { status?: number }).status }, 'AI call failed');
      throw aiFailed();
    }
  }

  return {
    source: 'ai',
    async html({ system, prompt }) {
      const html = cleanAiHtml(await complete(system, [{ role: 'user', content: prompt }]));
      if (!html) throw aiFailed();
      return { html, source: 'ai' };
    },
    async structured({ system, schema, name, instruction, input, parseError }) {
      const chat: OpenAI.Chat.Completions.ChatCompletionMessageParam[] = [
        { role: 'user', content: `${instruction}\nReply with JSON only, no prose and no code fences.` },
      ];
      if (input !== undefined) chat.push({ role: 'user', content: JSON.stringify(input) });
      const format: OpenAI.ResponseFormatJSONSchema = {
        type: 'json_schema',
        json_schema: { name, schema: z.toJSONSchema(schema, { io: 'input', target: 'draft-7' }) as Record<string, unknown>, strict: false },
      };
      for (let attempt = 0; attempt < 2; attempt++) {
        const reply = await complete(system, chat, format);
        const problem = parse(schema, reply);
        if (problem.ok) return { value: problem.value, source: 'ai' };
        chat.push(
          { role: 'assistant', content: reply },
          { role: 'user', content: `That answer was not valid: ${problem.error}. Reply again with JSON only that matches the schema exactly.` },
        );
      }
      throw parseError ? new AppError(502, 'AI_PARSE', parseError) : aiParse();
    },
    async *chat({ system, messages: history, signal }) {
      let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        stream = await client.chat.completions.create(
          {
            model: settings.model,
            temperature: TEMPERATURE,
            top_p: TOP_P,
            stream: true,
            messages: [{ role: 'system', content: system }, ...history],
          },
          { signal },
        );
      } catch (err) {
        if (signal?.aborted) return;
        log.warn({ err }, 'AI chat failed');
        throw aiFailed();
      }
      try {
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) yield toStorableText(piece);
        }
      } catch (err) {
        if (signal?.aborted) return;
        log.warn({ err }, 'AI chat stream broke');
        throw aiFailed();
      }
    },
  };
}

function parse<T>(schema: z.ZodType<T>, reply: string): { ok: true; value: T } | { ok: false; error: string } {
  let json: unknown;
  try {
    // "\u0000" escapes inside the JSON decode to text that cannot be stored: made storable here.
    json = JSON.parse(unfenceJson(reply), (_key, value) => (typeof value === 'string' ? toStorableText(value) : value));
  } catch {
    return { ok: false, error: 'it was not JSON' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'root'}: ${i.message}`);
  return { ok: false, error: issues.join('; ') };
}

/**
 * The built-in engine: each feature's offline.ts builds the answer from the user's own data. Its
 * streamed text comes word by word at `paceMs` between words, like a writer, and can be stopped.
 */
export function offlineAi(options: { paceMs?: number } = {}): Ai {
  const paceMs = options.paceMs ?? 0;
  return {
    source: 'builtin',
    async html({ offline }) {
      return { html: cleanAiHtml(offline()), source: 'builtin' };
    },
    async structured({ schema, offline }) {
      // The offline engines are tested against the same schemas; parse anyway so a bug fails loudly.
      return { value: schema.parse(offline()), source: 'builtin' };
    },
    async *chat({ offline, signal }) {
      for (const piece of offline().split(/(?<=\s)/)) {
        if (signal?.aborted) return;
        yield piece;
        // A stop ends the pause at once (the timer's AbortError only means "stopped").
        if (paceMs > 0) await sleep(paceMs, undefined, { signal }).catch(() => undefined);
      }
    },
  };
}
