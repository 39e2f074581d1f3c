import type { Subject } from './coach-questions.ts';

/**
 * Held-back everyday questions of the stop-61 review (docs/coach-reviews/ui-review-stop61.md, H2 and "Fit rate"),
 * written by the reviewer before reading any knowledge-base text. Quoted exactly where the review quotes them
 * (its misses, H1 and H2); the rest reconstructed from its table's summaries. Its 30th question, a long ramble
 * about a commute, a partner, the gym and takeaways, has no one subject and is left out; the two misses the review
 * found outside its 30 (coffee, the commute) are in. Kept apart from bench/coach-questions.ts so that set's figures
 * stay comparable over time; `npm run bench:coach` reports it, and a test holds these on subject.
 */
export const heldBackStop61: { text: string; subject: Subject }[] = [
  { text: 'I keep waking up at 4am and can’t get back to sleep', subject: 'sleep' },
  { text: 'My 2-year-old wakes three times a night. I don’t want tips for her sleep, I want tips for me to cope', subject: 'parenting' },
  { text: 'I have deadlines piling up and my chest gets tight every Sunday evening', subject: 'stress' },
  { text: 'stressed', subject: 'stress' },
  { text: 'Im 58 and havent exercised in years, where do i even start without hurting myself', subject: 'movement' },
  { text: 'how do i stick with walking when it’s raining all the time', subject: 'movement' },
  { text: 'I eat a bag of crisps every night after dinner and can’t stop', subject: 'eating' },
  { text: 'What’s a quick healthy lunch I can take to the office? No microwave there', subject: 'eating' },
  { text: 'How do I budget when I’m freelance and my income changes every month?', subject: 'money' },
  { text: 'I have 3 maxed out credit cards, which one should I pay off first?', subject: 'debt' },
  { text: 'How much should I have in an emergency fund and how do I start from zero?', subject: 'saving' },
  { text: 'My friend keeps cancelling plans at the last minute', subject: 'relationships' },
  { text: 'My husband and I only talk about logistics now', subject: 'relationships' },
  { text: 'My 14-year-old stays in his room all the time and just says he’s “fine”', subject: 'parenting' },
  { text: 'My toddler has tantrums every time we go to the supermarket', subject: 'parenting' },
  { text: 'I’m burnt out but I can’t afford to quit my job', subject: 'work' },
  { text: 'how to say no to my boss when he piles on more work', subject: 'work' },
  { text: 'I drink 2–3 glasses of wine every night, is that too much?', subject: 'alcohol' },
  { text: 'is it ok to drink on weekends only if i binge a bit', subject: 'alcohol' },
  { text: 'I scroll TikTok in bed for 2 hours every night', subject: 'screen-time' },
  { text: 'How much screen time is ok for my 8-year-old?', subject: 'parenting' },
  { text: 'I have no motivation for anything, even the things I used to like', subject: 'motivation' },
  { text: 'I keep procrastinating on my thesis', subject: 'motivation' },
  { text: 'I moved to a new city 6 months ago and I’m still lonely', subject: 'loneliness' },
  { text: 'I’m 71 and my wife passed away, the evenings are so quiet', subject: 'grief' },
  { text: 'My dog died last week and I keep crying', subject: 'grief' },
  { text: 'It’s been a year since my mum died and people expect me to be over it', subject: 'grief' },
  { text: 'My lower back hurts from sitting at my desk, any stretches?', subject: 'pain' },
  { text: 'My knees hurt on the stairs, should I keep jogging?', subject: 'pain' },
  // Outside the 30 (H2): coffee, never alcohol; a long commute, not family time.
  { text: 'i drink too much coffee, like 6 cups a day', subject: 'sleep' },
  { text: 'this commute is killing me, 90 minutes each way', subject: 'work' },
];
