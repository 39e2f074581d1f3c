
import { describe, } from 'vitest';
import { answersVerdictFirst } from './verdict-first.test-support.ts';

/*
 * Direct questions on money, debt, saving, relationships, parenting, loneliness and grief ("is it bad…",
 * "how long…", "X or Y?", "is it too late?"): each is answered from a passage whose first sentence gives the
 * verdict, and the answer quotes that sentence, not only what to do next.
 */
const questions: readonly { question: string; passage: string }[] = [
  { question: 'what is the 50/30/20 rule and should I use it', passage: 'money-50-30-20-rule' },
  { question: 'how much of my salary should go on rent', passage: 'money-rent-share' },
  { question: 'is it safe to connect my bank account to a budgeting app', passage: 'money-budgeting-apps-safe' },
  { question: 'I earn a good salary so why am I always broke by the end of the month?', passage: 'money-always-broke' },
  { question: 'is it better to pay with cash or card if I want to stick to a budget', passage: 'money-cash-or-card' },
  { question: "I'm in my overdraft every single month, is that bad?", passage: 'debt-living-in-overdraft' },
  { question: 'how long does a default stay on my credit file', passage: 'debt-credit-file-six-years' },
  { question: 'can I go to prison for not paying my credit card?', passage: 'debt-prison' },
  { question: 'am I responsible for my husband’s credit card debt if we’re married?', passage: 'debt-partners-debts' },
  { question: 'my dad died with loads of debt, do I have to pay it?', passage: 'debt-after-a-death' },
  { question: 'how much of my wages should I be saving each month?', passage: 'saving-how-much-to-save' },
  { question: 'is a cash ISA worth it or should I just use a normal savings account', passage: 'saving-isa-or-savings-account' },
  { question: 'should I open a lifetime ISA for a house deposit?', passage: 'saving-lifetime-isa' },
  { question: "I'm 48 with no pension, is it too late to start?", passage: 'saving-pension-too-late' },
  { question: 'are premium bonds a good idea for my savings?', passage: 'saving-premium-bonds' },
  { question: 'my boyfriend goes through my phone every night, is that normal?', passage: 'relationships-partner-checks-phone' },
  { question: "how do I know if I should leave my boyfriend? we're not happy anymore", passage: 'relationships-should-i-leave' },
  { question: 'how long does it take to get over a breakup?', passage: 'relationships-how-long-heartbreak' },
  { question: 'is it ok to stay friends with my ex?', passage: 'relationships-friends-with-an-ex' },
  { question: 'does couples therapy actually work?', passage: 'relationships-couples-counselling' },
  { question: 'my 9 year old wants to give up swimming club, should I let her?', passage: 'parenting-quitting-an-activity' },
  { question: 'what age can I leave my son home alone?', passage: 'parenting-home-alone' },
  { question: 'what age should my daughter get her first phone?', passage: 'parenting-first-phone' },
  { question: 'is it ok to smack my child when he is naughty?', passage: 'parenting-smacking' },
  { question: 'my 6 year old still wets the bed, is that normal?', passage: 'parenting-bedwetting' },
  { question: 'is it normal to be lonely in your 20s?', passage: 'loneliness-is-it-normal' },
  { question: 'can being lonely make you ill?', passage: 'loneliness-and-health' },
  { question: "is it weird that I'd rather be alone than go out with people?", passage: 'loneliness-preferring-your-own-company' },
  { question: 'all my friends are online, do they count as real friends?', passage: 'loneliness-online-friends' },
  { question: "I'll be on my own this Christmas, how do I get through it?", passage: 'loneliness-christmas-alone' },
  { question: "I keep hearing my mum's voice since she died, am I going mad?", passage: 'grief-sensing-them' },
  { question: 'I feel relieved my dad has died after his long illness, is that wrong?', passage: 'grief-feeling-relief' },
  { question: 'my mum is terminally ill and I already feel like I am grieving, is that normal?', passage: 'grief-before-a-death' },
  { question: "my husband died in the spring, when should I clear out his clothes?", passage: 'grief-their-belongings' },
  { question: 'I had a miscarriage last month and I cannot stop crying, is that normal?', passage: 'grief-after-a-miscarriage' },
];

describe('the built-in coach answering direct questions on money, debt, saving, relationships, parenting, loneliness and grief', () => {
  answersVerdictFirst(questions);
});
