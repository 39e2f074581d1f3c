import type { PlanTopic } from './types.ts';

/**
 * General Finance topics: budgeting, getting to payday, saving from zero, paying off debt and money worries.
 * They come last so that a challenge matching one of them and a more specific topic equally well
 * gets the specific programme.
 */
export const financeGeneralTopics: readonly PlanTopic[] = [
  {
    id: 'first-budget',
    name: 'making your first budget',
    terms: ['budget', 'first budget', 'make a budget', 'start a budget', 'spreadsheet', 'track spending', 'track my money', 'where my money goes', 'where does my money go', 'no idea where', 'spending plan', '50/30/20', 'ynab', 'budgeting app', 'money management', 'organise my finances', 'get organised', 'manage my money', 'better with money', 'sort out my finances', 'finances in order', 'take control of my money', 'nothing to show', 'where my salary goes', 'where my wages go'],
    goal: 'build a simple written budget from your real spending, give every part of your income a job, and keep to it for three months with a short weekly check',
    tasks: [
      { title: 'Write down your monthly take-home pay', description: 'Note what actually arrives in your account each month after tax and deductions, including any regular benefits or side income. A budget starts from the real number, not your salary on paper.', frequency: 'Once', days: 2, minutes: 5 },
      { title: 'List your fixed bills and their dates', description: 'Write down rent or mortgage, energy, phone, insurance, debt payments and subscriptions, with the amount and date of each. These are the costs that must be covered first.', frequency: 'Once', days: 3, minutes: 10 },
      { title: "Download and sort last month's bank statement", description: 'Go through last month line by line and sort each payment into a few groups such as bills, food, travel, fun and one-offs. Real figures make a budget you can keep.', frequency: 'Once', days: 5, minutes: 40 },
      { title: 'Choose a simple budgeting method', description: 'Pick one method and keep it simple: a guideline split such as needs, wants and savings, a pot for each category, or a free budgeting app or spreadsheet. The best method is the one you will still use in a month.', frequency: 'Once', days: 7, minutes: 10 },
      { title: 'Give every part of your income a job', description: 'Set an amount for each category so income minus all categories comes to zero, including savings and debt. If it does not balance, trim wants before needs.', frequency: 'Once', days: 7, minutes: 30 },
      { title: 'Set up separate pots or accounts', description: 'Use separate pots, envelopes or accounts for bills, spending and savings, and move money into them on payday. Separating money makes it obvious what is safe to spend.', frequency: 'Once', days: 10, minutes: 10 },
      { title: 'Adjust the budget after the first month', description: 'Compare what you planned with what you spent, and change the amounts that were unrealistic. Most budgets need two or three months of tweaking before they fit.', frequency: 'Once', days: 35, minutes: 30 },
    ],
    habits: [
      { title: 'Log your spending at the end of each day', description: 'Take a couple of minutes each evening to note what you spent, or check your app has categorised it. Small daily tracking keeps the budget real.', frequency: 'Daily', minutes: 3 },
      { title: 'Hold a weekly budget check-in', description: 'Once a week, compare spending so far with your plan and decide where to ease off for the rest of the month. Catching it mid-month is easier than fixing it after.', frequency: 'Weekly', minutes: 10 },
      { title: 'Move money into pots on payday', description: 'On the day you are paid, move money into bills, savings and spending pots before anything else. It turns the budget into automatic action.', frequency: 'Monthly', minutes: 10 },
      { title: 'Check your balance before you buy', description: 'Before a purchase, check what is left in that category. It becomes a quick habit that stops overspending before it happens.', frequency: 'Daily', minutes: 1 },
      { title: "Plan next month's budget before it starts", description: 'A few days before each month, look ahead for birthdays, renewals or trips and build them into the budget so they are not surprises.', frequency: 'Monthly', minutes: 20 },
      { title: 'Celebrate each month you stay on track', description: 'Mark each month you keep close to your budget with a small, free or planned treat. Rewarding progress makes the habit more likely to stick.', frequency: 'Monthly', minutes: 5 },
    ],
  },
  {
    id: 'paycheck-to-paycheck',
    name: 'breaking the payday-to-payday cycle',
    terms: ['paycheck to paycheck', 'payday to payday', 'pay cheque to pay cheque', 'paycheque to paycheque', 'run out of money', 'money runs out', 'runs out before', 'run out before payday', 'before payday', 'until payday', 'end of the month', 'skint', 'broke', 'hand to mouth', 'nothing left', 'nothing left over', 'scraping by', 'never enough', 'last week of the month', 'spend everything', 'spend it all', 'living month to month'],
    goal: 'reach payday without running out, by planning each month around your real costs and building a small buffer that covers the last week of the month',
    tasks: [
      { title: 'Mark the day your money usually runs out', description: 'Look back over the last two or three months and note the date your balance normally gets close to zero. The number of days between that and payday is the gap to close.', frequency: 'Once', days: 3, minutes: 10 },
      { title: 'List every bill with its date', description: 'Write down each bill and direct debit with its amount and the day it goes out. Surprise payments late in the month are a common reason money runs out.', frequency: 'Once', days: 3, minutes: 10 },
      { title: 'Move bill dates to just after payday', description: 'Ask providers to move direct debit dates to a day or two after you are paid. Paying bills first means what is left is truly yours to spend.', frequency: 'Once', days: 10, minutes: 10 },
      { title: 'Split your spending money into weekly amounts', description: "After bills, divide what is left by the number of weeks until the next payday and move one week's amount at a time into a spending account or pot. It stops the first week eating the last.", frequency: 'Once', days: 7, minutes: 10 },
      { title: 'Find three costs to cut or pause', description: "Go through last month's statement and find three things to cancel, switch or reduce. Put the difference towards the end-of-month gap.", frequency: 'Once', days: 14, minutes: 30 },
      { title: 'Build a one-week buffer', description: 'Aim to save an amount equal to one week of essential spending in a separate pot. Once you have it, the last week of the month stops being a crisis.', frequency: 'Weekly', days: 84, minutes: 10 },
      { title: 'Check you are getting all the support you are due', description: 'Use a free benefits calculator and check for discounts or social tariffs on bills. Extra help you are entitled to can close the gap without cutting more.', frequency: 'Once', days: 21, minutes: 20 },
    ],
    habits: [
      { title: 'Transfer your weekly spending money each Monday', description: "Move one week's spending money into your day-to-day account at the start of each week. When it is gone, you know to wait, not borrow.", frequency: 'Weekly', minutes: 3 },
      { title: 'Check your balance every morning', description: 'A quick look each morning keeps you aware of how much is left for the week, so you can adjust before it is too late.', frequency: 'Daily', minutes: 2 },
      { title: 'Save a small amount the day you are paid', description: 'Move a small, fixed amount to savings as soon as your pay arrives, even a tiny one. Paying yourself first builds the buffer month by month.', frequency: 'Monthly', minutes: 3 },
      { title: 'Plan meals for the week ahead', description: "Plan the week's meals and shop once with a list. Food is one of the easiest costs to reduce, and planning removes costly last-minute buys.", frequency: 'Weekly', minutes: 15 },
      { title: 'Write down every purchase', description: 'Note everything you buy, however small. Spending you can see is spending you can control, especially in the last week before payday.', frequency: 'Daily', minutes: 3 },
      { title: 'Review the month on payday', description: 'On payday, look at how last month went, when money got tight and why, and make one change for the coming month.', frequency: 'Monthly', minutes: 15 },
    ],
  },
  {
    id: 'emergency-fund',
    name: 'building an emergency fund from zero',
    terms: ['emergency fund', 'emergency savings', 'emergency pot', 'rainy day', 'rainy day fund', 'safety net', 'buffer', 'cushion', 'no savings', 'zero savings', 'nothing saved', 'start saving', 'cant save', 'unable to save', 'struggle to save', 'savings account', 'unexpected bills', 'unexpected expenses', 'boiler breaks', 'car breaks down', 'one emergency away', 'easy access savings', 'save money', 'save more', 'vet bill'],
    goal: 'open a separate easy-access savings pot and save automatically every payday to build your first emergency fund, aiming for a month of essential costs',
    tasks: [
      { title: 'Open a separate easy-access savings pot', description: 'Open a savings account or pot that is separate from your everyday account but easy to reach in a real emergency. Keeping it apart stops it being spent by accident.', frequency: 'Once', days: 3, minutes: 10 },
      { title: 'Name the pot and set a first target', description: 'Call it Emergency fund and set a first target, such as a small round number, then a month of essential costs. A named goal makes you less likely to dip into it.', frequency: 'Once', days: 3, minutes: 5 },
      { title: 'Set up an automatic transfer on payday', description: 'Schedule a standing order for the day after payday, even for a small amount. Automatic saving works because you never have to decide again.', frequency: 'Once', days: 5, minutes: 5 },
      { title: 'Work out your essential monthly costs', description: 'Add up rent or mortgage, bills, food, travel and minimum debt payments. This is what your fund should eventually cover for one to three months.', frequency: 'Once', days: 7, minutes: 20 },
      { title: 'Sell three things you no longer use', description: 'Sell clothes, gadgets or furniture you no longer need and put every penny into the fund. It gives your savings a quick start.', frequency: 'Once', days: 21, minutes: 45 },
      { title: 'Write down what counts as an emergency', description: 'Decide in advance what the fund is for, such as urgent repairs, job loss or medical costs, and what it is not for. Clear rules stop it draining slowly.', frequency: 'Once', days: 5, minutes: 5 },
    ],
    habits: [
      { title: 'Round up your spending into savings', description: 'Turn on a round-up feature if your bank has one, or move your spare change to savings each week. Small amounts add up without feeling like a sacrifice.', frequency: 'Weekly', minutes: 3 },
      { title: 'Save part of every windfall', description: 'Put at least half of any refund, gift, bonus or overtime straight into the fund. Windfalls are the fastest way to grow it.', frequency: 'As it happens', minutes: 5 },
      { title: 'Check your fund total each week', description: 'Look at the balance and how close you are to the target. Watching it grow keeps you motivated and reminds you it is there.', frequency: 'Weekly', minutes: 2 },
      { title: 'Try a no-spend day each week', description: 'Pick one day a week to spend nothing beyond fixed bills, and move what you would have spent into the fund.', frequency: 'Weekly', minutes: 5 },
      { title: 'Top the fund back up after using it', description: 'If you use the fund, restart the automatic transfer straight away and add a little extra until it is back where it was. Using it for an emergency means it worked.', frequency: 'As it happens', minutes: 5 },
      { title: 'Raise your monthly transfer when you can', description: 'Each time your income rises or a bill ends, add part of the difference to your automatic transfer before you get used to spending it.', frequency: 'Monthly', minutes: 5 },
    ],
  },
  {
    id: 'debt-payoff',
    name: 'paying off your debts',
    terms: ['debt', 'owe', 'debt free', 'pay off debt', 'clear my debt', 'consolidate', 'consolidation loan', 'personal loan', 'loans', 'several debts', 'multiple debts', 'drowning in debt', 'debt snowball', 'debt avalanche', 'iva', 'debt relief', 'owe my parents', 'owe my family', 'borrowed from family', 'family loan'],
    goal: 'list every debt, follow a written payoff order with a fixed monthly amount, take on no new borrowing, and fully clear at least one debt',
    tasks: [
      { title: 'Write down every debt you owe', description: 'List each loan, card, overdraft, catalogue, family loan and bill you are behind on, with the balance, interest rate, minimum payment and due date. Facing the full list is uncomfortable for a day and helpful for months.', frequency: 'Once', days: 3, minutes: 10 },
      { title: 'Mark your priority debts', description: 'Highlight the debts with the most serious consequences if unpaid, such as rent or mortgage, energy, council tax and court fines, and make sure these are paid first. Unsecured debts like cards come after.', frequency: 'Once', days: 4, minutes: 10 },
      { title: 'Automate every minimum payment', description: 'Set up direct debits for at least the minimum on each debt so nothing is missed. Missed payments add fees and interest and mark your credit file, which makes every other step harder.', frequency: 'Once', days: 7, minutes: 10 },
      { title: 'Pick your payoff order and target debt', description: 'Choose avalanche (highest interest rate first, cheapest overall) or snowball (smallest balance first, quickest win) and write down the order. All extra money goes to the first debt until it is gone.', frequency: 'Once', days: 7, minutes: 10 },
      { title: 'Build a budget that frees a fixed monthly amount', description: 'Go through a month of bank statements, cut or pause what you can and decide the amount you will put towards debt each month above the minimums. A realistic figure you keep to beats an ambitious one you abandon.', frequency: 'Once', days: 14, minutes: 45 },
      { title: 'Get free debt advice if payments feel unmanageable', description: 'If the minimums take more than you can afford, contact a free, independent debt advice charity. They can check options such as payment plans or formal solutions and talk to lenders for you, without charging fees.', frequency: 'Once', days: 14, minutes: 30 },
      { title: 'Check whether consolidation would really cost less', description: 'If you are considering a consolidation loan, compare the total cost, fees and term with what you pay now. A lower monthly payment over a longer term can cost more overall, and only helps if the old accounts stay unused.', frequency: 'Once', days: 21, minutes: 30 },
    ],
    habits: [
      { title: 'Borrow nothing new', description: 'Make a simple rule: no new credit, loans, overdraft or buy now pay later while you pay down debt. Each new borrowing resets the progress you have made.', frequency: 'Daily', minutes: 2 },
      { title: 'Pay your target debt first on payday', description: 'On the day you are paid, send the extra payment to your target debt before spending anything else. Paying yourself out of debt first makes the plan automatic.', frequency: 'Monthly', minutes: 5 },
      { title: 'Update your debt list each week', description: 'Write the new balances next to the old ones once a week. Watching the total fall is one of the strongest motivators there is for staying on track.', frequency: 'Weekly', minutes: 5 },
      { title: 'Roll each cleared payment into the next debt', description: 'When a debt is paid off, add its whole payment to the next debt on your list instead of spending it. The payments grow like a snowball and speed up each payoff.', frequency: 'As it happens', minutes: 5 },
      { title: 'Note every purchase you make', description: 'Note each thing you buy, with its cost, in a notes app or notebook. Tracking alone tends to reduce spending and shows where more money for debt can come from.', frequency: 'Daily', minutes: 3 },
      { title: 'Hold a monthly debt review', description: 'Once a month, check statements for fees or rate changes, confirm every payment went out, and adjust your extra payment up if you can. Keep it short and kind to yourself.', frequency: 'Monthly', minutes: 20 },
    ],
  },
  {
    id: 'money-anxiety',
    name: 'easing money anxiety and facing your finances',
    terms: ['anxiety', 'anxious', 'scared to look', 'scared', 'afraid', 'dread', 'avoid looking', 'bank statements', 'bank balance', 'unopened letters', 'bury my head', 'head in the sand', 'panic', 'overwhelmed', 'ashamed', 'shame', 'money anxiety', 'money worries', 'worry about money', 'stress about money', 'lose sleep', 'ignore my finances', 'cant face', 'stress', 'worry'],
    goal: 'go from avoiding your finances to a calm, short weekly money check-in, knowing your real balance, bills and next steps so the dread gets smaller',
    tasks: [
      { title: 'Look at your bank balance once, just to see it', description: 'Open your banking app, look at the balance and close it again. That is all for today. Facing the number in a small, safe way is how avoidance starts to shrink.', frequency: 'Once', days: 1, minutes: 2 },
      { title: 'Open the oldest unopened letter', description: 'Pick one envelope, open it with a drink in hand and a friend nearby if that helps, and write down what it asks for. One at a time is enough.', frequency: 'Once', days: 3, minutes: 10 },
      { title: 'Write down your money worries on paper', description: 'List every money worry in your head, big or small. On paper they become specific problems with next steps rather than a cloud of dread.', frequency: 'Once', days: 3, minutes: 10 },
      { title: 'List your fixed bills and when they go out', description: 'Write down rent or mortgage, bills and debt payments with their dates. Knowing exactly what leaves and when removes much of the uncertainty that feeds anxiety.', frequency: 'Once', days: 7, minutes: 15 },
      { title: 'Choose one problem and one next step', description: 'From your list, pick the worry that bothers you most and write one small action you can take this week, such as a phone call or a form. Act on that alone.', frequency: 'Once', days: 7, minutes: 10 },
      { title: 'Talk to a free adviser if debts are behind it', description: 'If debts or arrears feed the worry, free debt advice charities can take over much of the work. If anxiety is affecting sleep or daily life, speaking to a doctor can help too.', frequency: 'Once', days: 14, minutes: 30 },
    ],
    habits: [
      { title: 'Hold a ten-minute money check-in each week', description: 'Choose a set time, make it pleasant with music or a hot drink, and check your balance, upcoming bills and one to-do. Short, regular contact replaces dread with routine.', frequency: 'Weekly', minutes: 10 },
      { title: 'Breathe slowly before opening money apps', description: "Take three slow breaths, with a longer out-breath, before you look at your account or open a letter. It calms the body's stress response so you can think clearly.", frequency: 'As needed', minutes: 2 },
      { title: 'Open post on the day it comes', description: 'Open each letter the day it arrives and note what it needs. Small daily actions stop a pile forming, and the pile is often what feeds the fear.', frequency: 'Daily', minutes: 3 },
      { title: 'Write down one money win each week', description: 'Note one thing you handled, however small, such as a bill paid or a call made. It builds evidence that you can cope.', frequency: 'Weekly', minutes: 3 },
      { title: 'Stop money thoughts at bedtime with a note', description: 'If money worries keep you awake, write them on a note by the bed with the time you will deal with them. Parking the worry tells your brain it can rest.', frequency: 'As needed', minutes: 3 },
      { title: 'Talk to someone about money once a week', description: 'Share one money thought or question with a friend, partner or family member. Saying it out loud reduces shame and often brings a useful idea.', frequency: 'Weekly', minutes: 10 },
    ],
  },
];
