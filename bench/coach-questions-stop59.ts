import type { Subject } from './coach-questions.ts';

/**
 * Held-back everyday questions: the 24 the stop-59 review asked the built-in coach (docs/coach-reviews/
 * ui-review-stop59.md, "Fit rate"), written by the reviewer before reading any knowledge-base text, with the
 * first turn of its swimming conversation. Their exact wording is reconstructed from the review's summaries
 * (quoted where the review quotes them). Kept apart from bench/coach-questions.ts so that set's figures stay
 * comparable over time; `npm run bench:coach` reports both, and a test holds these on subject.
 */
export const heldBackQuestions: { text: string; subject: Subject }[] = [
  { text: 'I’m a 52-year-old baker and I start work at 4am, so I have to be in bed by 8pm while it’s still light outside. How do I get to sleep?', subject: 'sleep' },
  { text: 'My landlord is selling the house and we have two months to find somewhere new with two kids. I can’t stop panicking, how do I calm down?', subject: 'stress' },
  { text: 'I’m 67 and my doctor says I need to move more, but I’ve never done any sport. Where do I start?', subject: 'movement' },
  { text: 'I’m a night-shift nurse and I keep eating crisps from the vending machine at 3am. How do I stop?', subject: 'eating' },
  { text: 'I’m 24, just got my first salary of 1,900 a month. How should I manage it?', subject: 'money' },
  { text: 'I have three credit cards with 6,000 on them and I only ever pay the minimum. What should I do?', subject: 'debt' },
  { text: 'We want to save 3,000 for our wedding in 18 months. How do we do it?', subject: 'saving' },
  { text: 'My wife and I only talk about the kids and bills anymore. How do we feel close again?', subject: 'relationships' },
  { text: 'My 9-year-old lies to me about small things like brushing his teeth', subject: 'parenting' },
  { text: 'My manager is 10 years younger than me and micromanages everything I do. How do I handle it?', subject: 'work' },
  { text: 'I’ve been drinking two or three glasses of wine every night since lockdown. How do I cut back?', subject: 'alcohol' },
  { text: 'My 14-year-old is on TikTok until 1am every night. How do I get her off it?', subject: 'parenting' },
  { text: 'I have an accountancy exam in March and I can’t make myself open the books', subject: 'stress' },
  { text: 'I’m 78, my husband died two years ago and my children live abroad. Some days I don’t speak to anyone', subject: 'loneliness' },
  { text: 'My dog of 14 years was put down last week and I can’t stop crying', subject: 'grief' },
  { text: 'I’m a software developer and my lower back hurts by the end of every day', subject: 'pain' },
  { text: 'My newborn wakes every two hours and I’m so exhausted I can barely think', subject: 'parenting' },
  { text: 'I’m a teacher and I get a horrible dread every Sunday night before the week starts', subject: 'work' },
  { text: 'I’m vegetarian and training for a half-marathon. Am I getting enough protein?', subject: 'eating' },
  { text: 'My elderly mum keeps giving money to a man she met online. How do I talk to her about it?', subject: 'money' },
  { text: 'My best friend hasn’t replied to my messages for three weeks. What should I do?', subject: 'loneliness' },
  { text: 'I’m 58 and I’ve just been made redundant after 30 years at the same company. What now?', subject: 'work' },
  { text: 'I get migraines twice a week. Anything I can do besides painkillers?', subject: 'pain' },
  { text: 'Every diet I start on a Monday I’ve given up by Wednesday. How do I stick to it?', subject: 'motivation' },
  // The first turn of the review's swimming conversation.
  { text: 'I want to start swimming twice a week before work', subject: 'movement' },
];
