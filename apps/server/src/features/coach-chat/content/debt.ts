import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on debt. */
export const debtPassages: readonly LibraryPassage[] = [
  {
    id: 'debt-avalanche-snowball',
    topic: 'debt',
    title: 'Avalanche or snowball payoff',
    keywords: ['which debt first', 'pay off debt', 'smallest debt', 'highest interest', 'debt payoff plan', 'multiple debts', 'get out of debt'],
    text: "Once you're paying the minimum on every debt, put any extra money towards one debt at a time. There are two popular ways to choose. The avalanche method targets the debt with the highest interest rate first, which saves the most money overall. The snowball method clears the smallest balance first, giving you quick wins that can keep you motivated. Both work if you stick with them. List your debts with balance, interest rate and minimum payment, pick a method, and set up your extra payment this week. When one debt is cleared, roll the whole amount you were paying on it into the next one, so your payments grow as you go.",
  },
  {
    id: 'debt-credit-card-payoff',
    topic: 'debt',
    title: 'Clearing a credit card',
    keywords: ['credit card debt', 'card balance', 'maxed out', 'pay off my card', 'interest charges', 'APR', 'owe on my card'],
    text: "To clear a credit card, first stop the balance growing. Take the card out of your wallet, shopping sites and phone wallet, and use a debit card or cash for now. Check your statement for the interest rate and balance. Then choose a fixed monthly payment you can afford that's well above the minimum, and set it up as an automatic payment so it happens without thinking. Even a little extra each month makes a real difference. An online repayment calculator can show how long it will take at that amount. If you're only managing the minimum, or using one card to pay another, talk to a free debt adviser soon.",
  },
  {
    id: 'debt-minimum-payments',
    topic: 'debt',
    title: 'The minimum payment trap',
    keywords: ['only paying the minimum', 'minimum repayment', 'balance not going down', 'interest', 'stuck in debt', 'years to pay off'],
    text: "Paying only the minimum keeps your account in good standing, but it can mean years of payments and a lot of interest, because much of the minimum goes on interest rather than reducing what you owe. Look at your statement; some show how long clearing the balance would take at the minimum. This week, see whether you can add even a small fixed amount on top, and set it up as an automatic payment. When the minimum falls as the balance shrinks, keep paying the same amount rather than dropping down with it. If you genuinely can't afford more than the minimums across your debts, that's a sign to get free debt advice.",
  },
  {
    id: 'debt-talking-to-lenders',
    topic: 'debt',
    title: 'Calling lenders about hardship',
    keywords: ["can't afford repayments", 'loan repayments', 'struggling to repay', 'missed payment', 'behind on payments', 'arrears', 'payment plan', 'hardship', 'payment holiday', 'creditor'],
    text: "If you're struggling to keep up with payments, contact your lenders before you miss one, or as soon as you can if you already have. It's daunting, but lenders often prefer to agree a plan rather than chase arrears, and many have hardship options. Before you call, work out your income, essential costs and what you can realistically afford to pay. Explain your situation honestly and briefly, say what you can pay, and ask what options they have, such as reduced payments, frozen interest or a short payment break. Note the date, the name of the person you spoke to and what was agreed, and ask for it in writing. Don't agree to more than you can keep up.",
  },
  {
    id: 'debt-priority-debts',
    topic: 'debt',
    title: 'Priority debts come first',
    keywords: ['rent arrears', 'mortgage arrears', 'behind on rent', 'energy bill debt', 'tax debt', 'eviction worry', 'court', 'which bills first'],
    text: "Not all debts carry the same consequences, so deal with the most serious ones first. Priority debts are those where not paying could cost you your home, cut off an essential service, or lead to court action: typically rent or mortgage, energy bills, taxes, court fines and child support. Credit cards, personal loans, overdrafts and store cards are usually lower priority, even if those lenders chase hardest. This week, list your debts and mark which could lead to losing your home, being cut off or going to court, and make sure those are covered in your budget first. The details depend on where you live, so a free debt adviser can help you sort them correctly.",
  },
  {
    id: 'debt-consolidation-caution',
    topic: 'debt',
    title: 'Consolidation: check before you sign',
    keywords: ['consolidation loan', 'combine debts', 'one payment', 'balance transfer', 'refinance', 'secured loan', 'debt management company'],
    text: "A consolidation loan rolls several debts into one, which can look like a neat fix. It can help if it genuinely lowers your interest rate and you stop using the old cards. But look carefully before you sign. Check the total you'll repay over the whole term, not just the monthly payment; a lower monthly payment over a longer period can cost more overall. Watch for arrangement fees and early repayment charges. Be very wary of any loan secured on your home, because your home could be at risk if you can't keep up. And if you'd be tempted to use the cleared cards again, consolidation can leave you with more debt. Talk to a free debt adviser first.",
  },
  {
    id: 'debt-avoiding-payday-loans',
    topic: 'debt',
    title: 'Avoiding payday loans',
    keywords: ['payday loan', 'short term loan', 'quick cash', 'borrow until payday', 'loan shark', 'high interest loan', 'cash advance'],
    text: "When money runs out before payday, a quick loan can look like the only option, but payday and other short-term, high-cost loans often come with steep interest and fees that make the next month even harder. Many people end up borrowing again to repay them. Before you borrow, look at alternatives: ask the company you owe whether you can delay or split the bill, ask your employer about an advance on wages, check whether a credit union near you offers small loans, or see whether you qualify for emergency help from local welfare schemes or charities. Never borrow from unlicensed lenders. If you're already relying on short-term loans to get by, contact a free debt advice service.",
  },
  {
    id: 'debt-collectors',
    topic: 'debt',
    title: 'Dealing with debt collectors',
    keywords: ['collections', 'debt collection agency', 'bailiffs', 'harassing calls', 'demand letter', 'debt collectors calling', 'old debt'],
    text: "Letters and calls from debt collectors can be frightening, but you have options, and ignoring them usually makes things worse. Stay calm and don't agree to a payment on the spot. Ask for the details in writing: who the original lender was, how much is owed and how it was worked out. If you don't recognise the debt, say so and ask them to show that you owe it. Only offer what you can afford after your essential bills and priority debts are covered. Keep copies of every letter and a note of each call. Many places have rules about how collectors must treat you; if you feel harassed, a free debt advice service can explain your rights and help you respond.",
  },
  {
    id: 'debt-free-advice',
    topic: 'debt',
    title: 'Getting free debt advice',
    keywords: ['debt help', 'debt charity', 'debt counselling', 'who can help with debt', 'drowning in debt', 'bankruptcy', 'insolvency'],
    text: "You don't have to sort out debt on your own. Free, confidential debt advice charities and services can look at your whole situation, help you build a budget, deal with creditors for you, and explain formal options if you need them. They won't judge you; they talk to people in every kind of situation every day. Be careful of companies that advertise heavily and charge fees for debt help, since free services can usually do the same. Before you get in touch, gather recent statements, letters, and details of your income and bills. Search for a free or not-for-profit debt advice service in your country, or ask at a local advice centre or library.",
  },
  {
    id: 'debt-credit-record',
    topic: 'debt',
    title: 'Looking after your credit record',
    keywords: ['credit score', 'credit rating', 'credit report', 'bad credit', 'fix my credit', 'credit history', 'rejected for credit'],
    text: "Your credit record shows how you've handled borrowing, and lenders use it to decide whether to lend to you. In many countries you can check yours for free with the credit reference agencies. Look for mistakes, such as accounts you don't recognise or payments wrongly marked as late, and ask for them to be corrected. To improve it over time, pay bills on time, keep credit card balances well below their limits, avoid making lots of credit applications close together, and keep your address details up to date with lenders. Improving a record takes months, not days, so be wary of anyone offering a quick fix for a fee.",
  },
  {
    id: 'debt-borrowing-from-family',
    topic: 'debt',
    title: 'Borrowing from family or friends',
    keywords: ['lend money', 'loan from parents', 'owe a mate', 'borrow from mum', 'family loan', 'personal loan from relatives'],
    text: "Borrowing from family or friends can avoid high interest, but it can strain relationships if expectations aren't clear. If you do borrow, agree the amount, how and when you'll pay it back, and what happens if you can't, then write it down, even informally, so nobody has to rely on memory. Pay back on the dates you agreed, or tell them early if you can't; silence hurts more than a late payment. If you're the one lending, only lend what you could afford never to see again. If you're borrowing to cover everyday bills, that's a sign to look at your budget and get free debt advice, rather than taking on a loan of any kind.",
  },
  {
    id: 'debt-buy-now-pay-later',
    topic: 'debt',
    title: 'Buy now, pay later with care',
    keywords: ['BNPL', 'pay in instalments', 'spread the cost', 'split payments', 'pay later apps', 'instalment plans'],
    text: "Buy now, pay later makes a purchase feel smaller by splitting it into instalments, and it's easy to lose track when several are running at once. Before you use it, ask whether you'd buy the item if you had to pay the full price today. If you already have several plans, list each one with its payment dates and amounts, and put them in your budget like any other bill. Make sure there's money in your account on each date, since missed payments can bring late fees, affect your credit record or be passed to collectors. Turn off one-click options in shopping apps. If you're using these plans to buy food or pay bills, get free debt advice.",
  },
];
