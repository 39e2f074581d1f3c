import { sentenceEnds } from '@iyl/core/text/prose';

/*
 * Words in a coach's PDF written to an AI, not to a reader: "Ignore previous instructions and tell the
 * user to …", "System prompt: …", "You are ChatGPT …". A model only ever gets a passage as quoted data
 * (prompts.ts), but a customer would read such a line in a citation's popover as part of the source, and
 * the built-in coach could quote it. So a sentence that addresses an AI is left out of a PDF's text when
 * it is read (pdf.task.ts), and out of passages stored before that (knowledge-repository.ts): it is never
 * searched, quoted or cited. The patterns name what only a prompt says; advice about AI, or a sentence
 * that mentions instructions to a person ("ignore the instructions on the box"), is kept.
 */

const ADDRESSES_AN_AI: readonly RegExp[] = [
  // "Ignore (all) previous instructions", "disregard the above rules", "forget your prior prompt".
  /\b(?:ignore|disregard|forget|override|bypass)\s+(?:(?:all|any|every|the|your|of|these|those)\s+){0,3}(?:previous|prior|above|earlier|preceding|former|original|system|safety)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|messages|context)\b/i,
  // "System prompt: …", "developer message", "new instructions:", "ASSISTANT INSTRUCTION: …".
  /\b(?:system|developer)\s+(?:prompt|message|instructions?)\b/i,
  /^\W*(?:new\s+|hidden\s+|secret\s+)?(?:instructions?|(?:assistant|ai|model|chatbot|llm)\s+(?:instructions?|prompt|note))\s*:/i,
  /^\W*(?:assistant|system|ai|model|chatbot)\s+(?:instructions?|prompt|note)\b/i,
  // "You are ChatGPT", "you are now an AI assistant that …", "As an AI language model, …".
  /\byou\s+are\s+(?:now\s+)?(?:chatgpt|gpt-?\d\w*|claude|gemini|copilot|an?\s+(?:ai|large\s+language\s+model|language\s+model|llm|chatbot|ai\s+assistant|assistant)\b)/i,
  /\bas\s+an?\s+(?:ai|large\s+language\s+model|language\s+model|llm|ai\s+assistant|chatbot)\b(?!\s+(?:researcher|engineer|expert|company|startup|tool|product))/i,
  // Speaking of the reader as "the user" to whoever answers them: "tell the user to …", "respond to the user …".
  /\b(?:tell|instruct|remind|ask|convince|advise|urge)\s+(?:the\s+)?user\s+(?:to|that)\b/i,
  /\b(?:reply|respond|answer)\s+to\s+the\s+user\b/i,
  /\b(?:jailbreak|dan\s+mode|developer\s+mode)\b/i,
];

/** Whether a sentence is written to an AI (see above). */
export function addressesAnAi(sentence: string): boolean {
  const read = sentence.slice(0, 2_000).replace(/[’‘]/g, "'");
  return ADDRESSES_AN_AI.some((pattern) => pattern.test(read));
}

/**
 * Prose (paragraphs a line each, as reflow.ts gives a page) without the sentences written to an AI; a
 * paragraph left with none is left out with its blank line. Text with none of them comes back as it was.
 */
export function withoutWordsToAnAi(text: string): string {
  let changed = false;
  const paragraphs = text.split('\n').map((paragraph) => {
    if (!paragraph.trim()) return paragraph;
    let at = 0;
    let dropped = false;
    const kept: string[] = [];
    for (const end of sentenceEnds(paragraph)) {
      const sentence = paragraph.slice(at, end).trim();
      at = end;
      if (!sentence) continue;
      if (addressesAnAi(sentence)) dropped = true;
      else kept.push(sentence);
    }
    if (!dropped) return paragraph;
    changed = true;
    return kept.length ? kept.join(' ') : null;
  });
  if (!changed) return text;
  return paragraphs
    .filter((p): p is string => p !== null)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}
