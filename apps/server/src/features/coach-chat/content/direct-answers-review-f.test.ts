
import { describe, expect, it } from 'vitest';
import { builtinAnswer } from '../offline.ts';
import { answersVerdictFirst } from './verdict-first.test-support.ts';

/*
 * The gaps review F found (docs/coach-reviews/f-review.md): breathing and placebo, a partner low after losing
 * a job, exercise after a knee replacement, evening snacking, fruit with type 2 diabetes, food on a small
 * budget, a teenager skipping meals, a parent lending to a sibling, card or overdraft first, consolidation,
 * a deposit with childcare costs, the same argument, desire after a baby, in-laws dropping in, Christmas
 * rows, screen time for a primary-age child, a withdrawn teenager, wine most nights, Dry January weekends,
 * vaping more than one smoked, a teenager whose friends vape, a partner on the phone at meals, giving up
 * after two weeks, exercise when tired after work, knowing but not doing, where adults meet friends, a
 * lonely older neighbour, and telling a young child about a death. Each is asked here in other words than
 * the review's, so the test measures the content, not one wording: the answer cites the passage written
 * for it, and its step opens on the passage's first sentence (the verdict, where the question asks for one).
 */
const questions: readonly { question: string; passage: string }[] = [
  { question: 'is slow breathing actually proven to help or is it just a placebo effect?', passage: 'stress-how-breathing-helps' },
  { question: 'my husband has been really down since being made redundant and hardly gets off the sofa, how can I support him without nagging?', passage: 'relationships-partner-low' },
  { question: 'I had my knee replaced 18 months ago, which exercises are safe for it?', passage: 'movement-after-knee-replacement' },
  { question: "why do I keep snacking at night when I'm not even hungry?", passage: 'eating-evening-snacking' },
  { question: "I've got type 2 diabetes, can I still eat fruit?", passage: 'eating-fruit-and-diabetes' },
  { question: 'how can I eat healthily when I only have £25 a week for food?', passage: 'eating-on-a-budget' },
  { question: "my 14 year old son keeps skipping meals and says he isn't hungry, should I be worried?", passage: 'parenting-teen-skipping-meals' },
  { question: 'my dad keeps lending money to my sister and she never pays him back, how do I raise it with him?', passage: 'debt-parent-lending-to-family' },
  { question: 'should I clear my overdraft or my credit card first?', passage: 'debt-card-or-overdraft' },
  { question: 'is it a good idea to take out a loan to consolidate my credit card debts?', passage: 'debt-consolidation-caution' },
  { question: 'is saving for a house deposit realistic when nursery fees take most of my salary?', passage: 'saving-deposit-with-childcare' },
  { question: "we keep having the same row about housework and I know it isn't really about the housework", passage: 'relationships-same-argument' },
  { question: 'is it normal to have no sex drive since having our baby?', passage: 'relationships-desire-after-a-baby' },
  { question: 'my mother-in-law keeps dropping round without warning, how do I ask her to ring first?', passage: 'relationships-in-law-drop-ins' },
  { question: 'every Christmas with my family ends in an argument, how do I get through it this year?', passage: 'relationships-christmas-rows' },
  { question: 'how many hours of screen time should my 8 year old have?', passage: 'parenting-screen-time-school-age' },
  { question: 'my 14 year old daughter hardly speaks to us and stays in her room, is this normal?', passage: 'parenting-teen-withdrawing' },
  { question: 'I drink two or three glasses of wine most nights after work, is that too much?', passage: 'alcohol-low-risk-limits' },
  { question: 'how do I get through the weekends during dry january?', passage: 'alcohol-dry-month-weekends' },
  { question: 'I swapped cigarettes for a vape and now I vape all day, how do I stop?', passage: 'substances-vaping-more-than-smoking' },
  { question: "I'm 15 and all my friends vape, how can I stop without losing them?", passage: 'substances-vaping-friends-vape' },
  { question: 'my wife scrolls her phone through every meal, how do I bring it up without a row?', passage: 'screen-time-partner-on-phone' },
  { question: 'why do I always give up on new habits after a couple of weeks?', passage: 'motivation-losing-interest' },
  { question: "I'm too tired to exercise after work, how do I stay motivated?", passage: 'movement-tired-after-work' },
  { question: "I know what I should be doing but I just don't do it, why?", passage: 'motivation-knowing-not-doing' },
  { question: "I'm 34 and just moved to a new town, where can I meet people to be friends with?", passage: 'loneliness-where-to-meet-friends' },
  { question: 'the old man next door lives on his own and seems lonely, how can I help without it being weird?', passage: 'loneliness-older-neighbour' },
  { question: 'how do I tell my 5 year old that her grandma has died?', passage: 'grief-talking-to-children' },
];

describe('the built-in coach on the gaps review F found', () => {
  answersVerdictFirst(questions);
});

describe('the built-in coach on what review F found unsafe or missing', () => {
  it('tells someone drinking two or three glasses of wine most nights that it is over the 14-unit guideline', () => {
    const text = builtinAnswer({ question: 'I drink two or three glasses of wine most nights after work, is that too much?' }).text;
    expect(text).toContain('14 units a week');
    expect(text).toContain('well over the limit');
  });

  it('gives someone with a new knee low-impact exercise, not a circuit of squats and step-ups', () => {
    const answer = builtinAnswer({ question: 'I had my knee replaced 18 months ago, which exercises are safe for it?' });
    expect(answer.text).toMatch(/low-impact/);
    for (const step of answer.steps) expect(step.text, step.title).not.toMatch(/squats|step-ups|press-ups|circuit/i);
  });

  it('gives a teenager whose friends vape no advice written for smokers', () => {
    const answer = builtinAnswer({ question: "I'm 15 and all my friends vape, how can I stop without losing them?" });
    for (const step of answer.steps) expect(step.text, step.title).not.toMatch(/cigarette|smok|nicotine strength|patches/i);
  });
});
