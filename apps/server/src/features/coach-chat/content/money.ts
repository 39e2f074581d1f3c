import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on money and budgeting. */
export const moneyPassages: readonly LibraryPassage[] = [
  {
    id: 'money-budgeting-basics',
    topic: 'money',
    title: 'Making your first budget',
    keywords: ['make a budget', 'build a budget', 'set up a budget', 'budget', 'budgeting', 'money left at the end of the month', 'broke', 'skint', 'run out of money', 'finances', 'spending plan'],
    text: "A budget is simply a plan for where your money goes before it goes. Start with your take-home income for the month. List your essentials first: housing, energy, water, local taxes, food, transport, phone and minimum debt payments. Then add the regular extras like subscriptions and eating out. Take the total from your income. If there's money left, decide now how much goes to savings, debt and fun. If there's a gap, look at which flexible costs can shrink. A simple spreadsheet, a notebook or a free budgeting app all work. Review it at the end of the month and adjust; your first budget won't be perfect, and that's fine.",
  },
  {
    id: 'money-tracking-spending',
    topic: 'money',
    title: 'Tracking where it goes',
    keywords: ['where does my money go', 'spending tracker', 'bank statement', 'expenses', 'overspending', 'money disappears', 'spend too much'],
    text: "Before you can change your spending, it helps to see it clearly. For the next two to four weeks, track everything you spend, including small card taps and cash. Check your bank and card statements from last month too, highlighting each regular payment. Sort spending into a few simple groups such as bills, groceries, transport, eating out, shopping and subscriptions. Don't judge it yet; just notice. At the end, pick one or two categories that surprised you and set a weekly limit for them. Many banking apps can sort spending into categories for you, or a notebook in your bag works. A quick five-minute check once a week keeps it going.",
  },
  {
    id: 'money-irregular-income',
    topic: 'money',
    title: 'Budgeting on an irregular income',
    keywords: ['freelance', 'self-employed', 'gig work', 'variable pay', 'zero hours', 'commission', 'income changes every month', 'contractor'],
    text: "When your income changes from month to month, plan your budget around your lowest likely income, not your best month. Look back over the last six to twelve months and find a typical low month. Build your essential spending plan around that figure. When money comes in, pay essentials first, then put any extra into a separate buffer account rather than spending it. Over time, aim to build that buffer to at least one month of essential costs, so you can pay yourself a steady amount from it each month, like a salary. If you're self-employed, set aside money for tax as soon as each payment lands, so the bill isn't a shock later.",
  },
  {
    id: 'money-cutting-recurring-costs',
    topic: 'money',
    title: 'Cutting regular bills',
    keywords: ['subscriptions', 'lower my bills', 'cut costs', 'save on bills', 'streaming', 'broadband', 'insurance', 'switch provider'],
    text: "Regular bills and subscriptions quietly take a lot of money, because you only decide on them once. Go through your last two months of bank statements and list every recurring payment: streaming, apps, gym, phone, broadband, insurance, energy and memberships. For each one, ask whether you use it and whether this is the best price. Cancel what you don't use. For the rest, check whether your contract has ended; providers often charge existing customers more than new ones. Use comparison tools to find a better deal, and ask your current provider what they can offer before you switch. Set a calendar reminder for when each contract ends, so you review it then.",
  },
  {
    id: 'money-talking-with-partner',
    topic: 'money',
    title: 'Talking money with a partner',
    keywords: ['arguing about money', 'joint account', 'couple finances', 'spouse', 'husband', 'wife', 'boyfriend', 'girlfriend', 'split bills'],
    text: "Money causes a lot of tension between couples, often because it's rarely talked about calmly. Pick a relaxed time, not mid-argument or just after a big bill arrives. Start by sharing how you each grew up with money and what matters to you, such as security, freedom or generosity. Then get the facts on the table: incomes, regular bills, debts and savings. Agree together how you'll handle shared costs, whether that's splitting evenly, in proportion to income, or pooling into a joint account, and each keep some personal spending money with no questions asked. Set a short monthly money date to check in, so problems don't build up.",
  },
  {
    id: 'money-impulse-buying',
    topic: 'money',
    title: 'Curbing impulse buys',
    keywords: ['online shopping', 'shopping addiction', 'retail therapy', 'buying things i dont need', 'spending spree', 'treat myself', 'overspend'],
    text: "Impulse buys often feel good for a moment and bad when the statement arrives. Build in a pause. Try a forty-eight-hour rule for anything non-essential over a set amount: put it on a list, then wait. Often the urge fades. Unsubscribe from shop emails, turn off shopping app notifications, and remove saved card details from websites so buying takes more effort. Notice when you tend to spend, such as when you're bored, stressed or scrolling late at night, and plan something else for those moments. Give yourself a small guilt-free fun budget each week, so you're choosing where treats fit rather than feeling deprived.",
  },
  {
    id: 'money-monthly-check-in',
    topic: 'money',
    title: 'A monthly money check-in',
    keywords: ['payday routine', 'money review', 'stay on top of money', 'organised', 'financial habits', 'money admin'],
    text: "Money is easier to manage with a regular check-in than with occasional panics. Pick a set day each month, ideally just after payday, and book thirty minutes with yourself. Check your balance and upcoming bills, compare last month's spending with your plan, and move money to savings or debt payments straight away. Note any yearly costs coming up, like insurance, car costs or birthdays. Then set one small money goal for the month, such as cooking at home two more nights a week. Keep it short and make it pleasant with a cup of tea or your favourite music. Doing it regularly matters more than getting every number right.",
  },
  {
    id: 'money-facing-money-worries',
    topic: 'money',
    title: 'Facing money worries',
    keywords: ['money anxiety', 'avoiding bills', 'unopened letters', 'scared to check my bank', 'financial stress', 'worried about money', 'burying my head'],
    text: "When money is tight, it's natural to avoid looking: leaving letters unopened, not checking your balance, ignoring calls. But problems usually grow when they're ignored, and not knowing often feels worse than the facts. This week, set aside one hour. Open every letter and email, list what you owe and to whom, and note any deadlines. Write down your income and essential costs. It may feel hard, so plan something kind for yourself afterwards. Once you can see the whole picture, you can decide what comes first. If it feels like too much to sort alone, free, confidential money and debt advice services can go through it with you without judging.",
  },
  {
    id: 'money-bills-on-time',
    topic: 'money',
    title: 'Paying bills on time',
    keywords: ['late fees', 'missed payment', 'due dates', 'direct debit', 'autopay', 'forgot to pay', 'bill reminders'],
    text: "Missed bills bring late fees and stress, so make paying on time automatic. List all your bills and the date each one is due. Where you can, set up automatic payments for fixed bills, timed to go out a day or two after payday rather than before. If your pay date and bill dates don't line up, ask providers whether they can move your payment date; many will. Keep a small buffer in your current account so a payment doesn't bounce. For variable bills, put a reminder in your phone a few days before each due date. If you know you can't pay a bill, contact the provider before it's due, not after.",
  },
  {
    id: 'money-spotting-scams',
    topic: 'money',
    title: 'Spotting money scams',
    keywords: ['scam', 'fraud', 'phishing', 'suspicious text', 'fake call from bank', 'too good to be true', 'conned'],
    text: "Scams are designed to make you act before you think. Be suspicious of anyone who contacts you out of the blue asking for money, bank details or passwords, even if they claim to be your bank, a delivery company, the tax office or the police. Warning signs include pressure to act right now, requests to move money to a 'safe account', payment by gift cards or cryptocurrency, and promises of guaranteed high returns. Take a moment, hang up, and contact the organisation using a number you find yourself. Your bank will never ask for your full password or PIN. If you think you've been scammed, call your bank straight away and report it.",
  },
  {
    id: 'money-support-you-may-be-missing',
    topic: 'money',
    title: 'Checking for support you can claim',
    keywords: ['benefits', 'entitled to', 'grants', 'financial help', 'low income', 'struggling financially', 'social tariff', 'assistance'],
    text: "If money is tight, check whether you're missing out on help you're entitled to; plenty of people don't claim support they qualify for. Look at government benefits or tax credits for low incomes, carers, disability or children; discounts on energy, water, phone or broadband for low-income households; help with health costs; and grants from charities or your employer. A free online benefits calculator or a local advice service can check most of this for you in one go. Tell your energy and water suppliers if you're struggling, as many have support schemes. Claiming what you're entitled to isn't charity; it's what these schemes are for.",
  },
  {
    id: 'money-friend-owes-you',
    topic: 'money',
    title: 'When a friend owes you money',
    keywords: ['friend owes me money', 'mate owes me money', "hasn't paid it back", "hasn't paid me back", 'lent money to a friend', 'lent my friend money', 'ask for my money back', 'get my money back', 'owes me', 'pay me back', 'without ruining the friendship', 'family member owes me money'],
    text: "Asking a friend to pay back money can feel awkward, but saying nothing usually harms a friendship more than a kind, clear question. Bring it up privately, by message or in person, and keep it simple and warm, such as 'About the money I lent you, could we sort out a plan for paying it back?' Assume they've forgotten or are struggling rather than that they're taking advantage. If money is tight for them, suggest smaller amounts on set dates, such as a little each payday, and write down what you agree. If a date passes, follow up once, calmly and in the same friendly tone. Decide in advance how much you'd be willing to let go, so you know your limit. In future, only lend what you could afford never to see again.",
  },
];
