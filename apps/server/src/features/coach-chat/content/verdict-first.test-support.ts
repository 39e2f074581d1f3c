import { proseSentences } from '@iyl/core/text/markdown';
import { expect, it } from 'vitest';
import { builtinAnswer } from '../offline.ts';
import { libraryPassages } from './library.ts';

/**
 * The one check of the direct-answer test files (tests only): each question is answered from its passage,
 * and the step quoting it opens on the passage's first sentence, its verdict.
 */
export function answersVerdictFirst(questions: readonly { question: string; passage: string }[]): void {
  for (const { question, passage } of questions) {
    it(`answers “${question}” from ${passage}, opening on its first sentence`, () => {
      const written = libraryPassages.find((p) => p.id === passage);
      expect(written, passage).toBeDefined();
      const verdict = proseSentences(written?.text ?? '')[0] ?? '';
      const answer = builtinAnswer({ question });
      expect(answer.cited.map((cited) => cited.id)).toContain(`library:${passage}`);
      const step = answer.steps.find((s) => s.title === written?.title);
      expect(step?.text.startsWith(verdict), `${passage}: ${step?.text}`).toBe(true);
    });
  }
}
