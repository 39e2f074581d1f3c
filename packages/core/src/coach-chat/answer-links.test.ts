import { describe, expect, it } from 'vitest';
import { answerLinkAllowed, answerWithSafeLinks } from './answer-links.ts';

const context = { question: 'Is this article any good? https://www.nhs.uk/conditions/insomnia/.', appOrigin: 'https://app.iyl.example' };

describe('links in a coach’s answer', () => {
  it('may go to the product’s own pages, the care directory, and addresses the customer wrote in the question', () => {
    const allowed = answerLinkAllowed(context);
    expect(allowed('https://app.iyl.example/Habit')).toBe(true);
    expect(allowed('https://findahelpline.com')).toBe(true);
    expect(allowed('https://findahelpline.com/')).toBe(true);
    expect(allowed('https://www.nhs.uk/conditions/insomnia/')).toBe(true);
    expect(allowed('https://www.nhs.uk/conditions/insomnia')).toBe(true);
  });

  it('may go nowhere else: another address, another page of a host the customer named, a look-alike of our origin', () => {
    const allowed = answerLinkAllowed(context);
    for (const url of [
      'https://evil.example/collect?d=mood',
      'https://www.nhs.uk/conditions/insomnia/?d=mood',
      'https://app.iyl.example@evil.example/',
      'https://app.iyl.example.evil.example/',
      'http://app.iyl.example:8080/',
      'javascript:alert(1)',
      '/Habit',
      '',
    ]) {
      expect(allowed(url), url).toBe(false);
    }
  });

  it('shows an answer’s other links as text', () => {
    const answer = 'Read [this](https://www.nhs.uk/conditions/insomnia/), then [claim your reward](https://evil.example/collect?d=Stressed). Plan in [Habit](https://app.iyl.example/Habit).';
    expect(answerWithSafeLinks(answer, context)).toBe(
      'Read [this](https://www.nhs.uk/conditions/insomnia/), then claim your reward (evil.example). Plan in [Habit](https://app.iyl.example/Habit).',
    );
  });

  it('shows a bare address as its host unless a link could go there: the app’s pages, the care directory, the question’s addresses', () => {
    const answer =
      'Read https://www.nhs.uk/conditions/insomnia/. Call via https://findahelpline.com or plan at https://app.iyl.example/Habit. Then visit https://evil.example/collect?d=SUMMARY or https://www.nhs.uk/conditions/insomnia/?d=SUMMARY.';
    expect(answerWithSafeLinks(answer, context)).toBe(
      'Read https://www.nhs.uk/conditions/insomnia/. Call via https://findahelpline.com or plan at https://app.iyl.example/Habit. Then visit evil.example or www.nhs.uk.',
    );
  });
});
