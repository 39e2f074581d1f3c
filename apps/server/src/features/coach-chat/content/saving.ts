import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on saving. */
export const savingPassages: readonly LibraryPassage[] = [
  {
    id: 'saving-emergency-fund',
    topic: 'saving',
    title: 'Building an emergency fund',
    keywords: ['rainy day fund', 'safety net', 'savings cushion', 'unexpected bills', 'how much savings', 'emergency savings', 'buffer'],
    text: "An emergency fund is money set aside for unexpected costs like a broken boiler, a car repair or a sudden drop in income, so you don't have to borrow. Start with a small first target, such as enough to cover one surprise bill, then build towards three to six months of essential expenses over time. Keep it in a separate easy-access savings account, away from your everyday spending, so it's there when you need it but not too tempting. This week, open the account if you don't have one and move in whatever you can, even a small amount. Decide in advance what counts as an emergency, and after you use it, make refilling it your next priority.",
  },
  {
    id: 'saving-automate',
    topic: 'saving',
    title: 'Saving on autopilot',
    keywords: ['standing order', 'automatic transfer', 'pay yourself first', 'round ups', 'set and forget', 'direct to savings', 'habit'],
    text: "The easiest way to save is to make it happen before you can spend it. Set up a standing order or automatic transfer from your current account to your savings for the day after payday. Choose an amount you won't miss too much, even if it's small; you can increase it later. If your employer allows it, you may be able to split your pay so part goes straight to savings. Some banking apps also let you round up purchases and save the difference. Set this up once this week and then leave it alone. Each time your pay rises, raise the automatic amount before you get used to spending it.",
  },
  {
    id: 'saving-on-a-low-income',
    topic: 'saving',
    title: 'Saving on a low income',
    keywords: ["can't save", 'barely getting by', "don't earn enough", 'low pay', 'no money to save', 'paycheck to paycheck', 'minimum wage', 'nothing left over'],
    text: "Saving when money's tight can feel pointless, but small amounts add up, and even a modest cushion can stop a small problem becoming a debt. Start with whatever you can, even a very small amount each week; the habit matters more than the size. Look for money that comes back to you, such as refunds, cashback, a tax rebate or leftover change at the end of the week, and move it to savings straight away. Keep savings in a separate account so they don't blend into spending. Check whether there are savings schemes for people on low incomes where you live, as some add a bonus or match what you put in. And make sure you're claiming any support you're entitled to.",
  },
  {
    id: 'saving-goals',
    topic: 'saving',
    title: 'Setting savings goals',
    keywords: ['saving for a holiday', 'house deposit', 'saving for a car', 'wedding', 'target', 'how much per month', 'save up for'],
    text: "Saving is easier when you know what it's for. Write down one to three goals and make each one specific: what it's for, how much it costs and when you want it, such as a holiday next August or a deposit in three years. Divide the amount by the number of months to get a monthly target. If that figure isn't realistic, adjust the date or the amount rather than giving up. Give each goal its own savings pot or account with a clear name, so you can see your progress. Check in monthly and celebrate milestones, like reaching a quarter of the way. Put your emergency fund first, then work on the others.",
  },
  {
    id: 'saving-sinking-funds',
    topic: 'saving',
    title: 'Sinking funds for yearly costs',
    keywords: ['christmas', 'birthdays', 'car insurance', 'annual bills', 'irregular expenses', 'pots', 'back to school', 'car service'],
    text: "Lots of 'unexpected' expenses aren't really unexpected: birthdays, holidays, car servicing, insurance renewals, school uniforms, annual subscriptions. A sinking fund means saving a little each month for these, so they don't wreck your budget when they arrive. This week, list the irregular costs you had last year and roughly what each one cost. Add them up and divide by twelve to find a monthly amount to set aside. Keep this money in a separate pot or account, split into labelled sections if your bank allows. When a cost arrives, pay it from the pot instead of from your day-to-day money or a credit card. It turns yearly shocks into routine bills.",
  },
  {
    id: 'saving-retirement-basics',
    topic: 'saving',
    title: 'Retirement saving basics',
    keywords: ['pension', 'retire', '401k', 'workplace pension', 'employer match', 'old age', 'retirement plan', 'too late to start'],
    text: "Retirement can feel far away, but starting early, even with small amounts, gives your savings longer to grow. First, find out what you already have: check whether your job offers a workplace pension or retirement plan, and whether your employer adds money when you contribute. If they do, try to contribute at least enough to get the full employer contribution, since otherwise you're leaving that money behind. Track down old pensions from previous jobs and keep the paperwork together. Find out what state or government retirement income you might be entitled to. If you're unsure what to do, look for free, impartial guidance services, and be wary of anyone cold-calling you about pensions.",
  },
  {
    id: 'saving-where-to-keep-it',
    topic: 'saving',
    title: 'Where to keep your savings',
    keywords: ['savings account', 'interest rate', 'easy access', 'is my money safe', 'investing', 'bank account', 'best place for savings'],
    text: "Where you keep your savings matters. For an emergency fund or short-term goals, a separate easy-access savings account is usually the right home: your money is safe, available when you need it, and earns some interest. Keep it apart from your current account so you're less tempted to spend it. Compare interest rates, since they vary and introductory rates can drop later, and set a reminder to check once a year. Make sure the bank is properly regulated and that deposits are covered by your country's deposit protection scheme. Money you won't need for five years or more might suit investing, but that carries risk, so get impartial guidance first.",
  },
  {
    id: 'saving-or-paying-debt',
    topic: 'saving',
    title: 'Save first or pay debt first?',
    keywords: ['save or pay off debt', 'which first', 'debt vs savings', 'pay down loans', 'priorities', 'savings while in debt'],
    text: "Should you save or pay off debt first? Usually both, in a sensible order. Start with a small emergency fund, so a surprise bill doesn't send you back to your credit card. Then focus extra money on expensive debts, such as credit cards, overdrafts and high-cost loans, because the interest on them is usually much higher than any savings account pays. Keep up the minimum payments on everything else. Once expensive debts are cleared, build your emergency fund further and turn to longer-term goals. If your employer adds to your pension when you contribute, it's usually worth staying in. If you're behind on payments, get free debt advice before saving anything extra.",
  },
  {
    id: 'saving-windfalls-and-raises',
    topic: 'saving',
    title: 'Using a windfall or pay rise',
    keywords: ['bonus', 'tax refund', 'inheritance', 'extra money', 'raise', 'lifestyle creep', 'gift money'],
    text: "A pay rise, tax refund, bonus or gift can make a real difference if you decide what to do with it before it lands. A simple approach is to split it: a set share towards your priorities, such as debt or your emergency fund, a share towards a savings goal, and a smaller share to enjoy. When you get a pay rise, increase your automatic savings by part of the difference straight away, so your spending doesn't quietly grow to swallow it all. This week, write down what you'd do with any extra money you're expecting, so the decision is made while you're calm rather than when the money is sitting in your account.",
  },
  {
    id: 'saving-stop-dipping-in',
    topic: 'saving',
    title: 'Stop dipping into savings',
    keywords: ['keep spending my savings', 'raiding savings', 'withdrawing', 'no willpower', 'savings keep disappearing', 'tempted'],
    text: "If you keep dipping into your savings, it's a sign something needs adjusting, not that you've failed. Look back at the last few times you took money out. Was it for genuine emergencies, for regular costs you forgot to plan for, or for spending on impulse? If it's regular costs, set up sinking funds for them. If it's impulse spending, make your savings harder to reach: use a separate bank, hide the account from your banking app's home screen, or choose an account that needs a few days' notice. Give each pot a clear name, like 'Car repairs', so taking money out feels like a real choice. Then restart your automatic saving, even at a smaller amount.",
  },
];
