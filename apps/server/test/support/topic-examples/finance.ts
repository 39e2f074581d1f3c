/** Challenges people type, by the Finance topic each must be matched to (used by the topic tests). */
export const financeExamples: Record<string, readonly string[]> = {
  'credit-card-debt': [
    'I have 6,000 on three credit cards and only pay the minimum',
    'My credit card is maxed out and the interest keeps growing',
    'Thinking about a balance transfer to clear my store card and Amex',
  ],
  'debt-payoff': [
    'I want to be debt free by next year',
    'I have several debts, a personal loan, a catalogue and money owed to my brother, and I do not know which to pay first',
    'Drowning in debt and thinking about consolidation',
  ],
  'payday-loans': [
    'I keep taking payday loans to get through the month',
    'I owe three short-term lenders and every month I take another loan to pay the last one',
    'I borrowed from a loan shark and he keeps adding charges',
  ],
  'buy-now-pay-later': [
    'I have too many Klarna payments going out every month',
    'I use buy now pay later for everything and lose track of what I owe',
    'Clearpay and PayPal pay in 3 instalments are eating my wages',
  ],
  overdraft: [
    'I am always in my overdraft by the middle of the month',
    'I have been overdrawn for two years and the fees are killing me',
    'I want to get out of my arranged overdraft for good',
  ],
  'student-loans': [
    'I graduated with 40,000 in student loans and do not know if I should pay it off faster',
    'Should I overpay my student loan or save instead?',
    'My student debt keeps growing with interest even though I pay every month',
  ],
  'debt-collectors': [
    'Debt collectors keep calling me and I am scared to answer',
    'I got a letter saying bailiffs will visit about my council tax arrears',
    'I have a county court claim form and a default notice and I do not know what to do',
  ],
  'credit-score': [
    'My credit score is terrible and I keep getting declined',
    'I was turned down for a phone contract because of bad credit',
    'I want to rebuild my credit history after some missed payments and a default',
  ],
  gambling: [
    'I gamble on my phone every night and lose my wages',
    'I cannot stop betting on football and chasing losses',
    'Online casino slots have taken all my savings',
  ],
  scams: [
    'I was scammed out of 3,000 by someone pretending to be my bank',
    'I fell for a fake investment and lost my savings to fraudsters',
    'Someone stole my identity and took out loans in my name through phishing',
  ],
  'financial-abuse': [
    'My husband controls all the money and I am not allowed to spend anything',
    'My partner takes my wages and took out loans in my name',
    'I think I am in a financially abusive relationship, he checks every receipt',
  ],
  'money-anxiety': [
    'I avoid looking at my bank statements because I am scared',
    'Money anxiety keeps me awake and I have letters I have not opened',
    'I bury my head in the sand with my finances and feel ashamed',
  ],
  'low-income': [
    'I am on minimum wage and cannot afford basics',
    'We live on universal credit and struggle to afford food by the end of the month',
    'My income is low and I have had to use a food bank',
  ],
  'job-loss': [
    'I was made redundant last week',
    'I lost my job and I have a mortgage to pay',
    'I have been unemployed for three months and my savings are running out',
  ],
  'medical-bills': [
    'My medical bills are piling up after my surgery',
    'I cannot afford the dental treatment I need',
    'I have a chronic illness and prescription costs take a big chunk of my income',
  ],
  'first-budget': [
    'I have never made a budget and have no idea where my money goes',
    'I want to start budgeting and get organised with my money',
    'Help me make my first budget, I just got my first job',
  ],
  'paycheck-to-paycheck': [
    'I live paycheck to paycheck and have nothing left at the end of the month',
    'Every month I run out of money a week before payday',
    'We are living payday to payday and always skint',
  ],
  'emergency-fund': [
    'I have no savings at all and one emergency would ruin me',
    'I want to build an emergency fund from zero',
    'I never manage to save anything, I need a rainy day fund',
  ],
  'impulse-shopping': [
    'I spend too much on online shopping, Amazon parcels arrive every day',
    'I impulse buy clothes when I am bored or stressed',
    'I cannot stop buying things I do not need on Shein and TikTok Shop',
  ],
  subscriptions: [
    'I have too many subscriptions and do not know what I pay for',
    'Netflix, Spotify, Disney and the gym membership add up to a lot',
    'I keep forgetting to cancel free trials and the direct debits keep going',
  ],
  'eating-out': [
    'I spend a fortune on takeaways and Deliveroo',
    'I buy coffee and lunch out every day at work',
    'We eat out at restaurants three times a week and it is costing too much',
  ],
  'grocery-bill': [
    'Our grocery bill has doubled and I need to cut it',
    'I spend too much at the supermarket on the weekly shop for a family of five',
    'How can we reduce our food shopping costs without eating badly?',
  ],
  'energy-bills': [
    'Our energy bills have gone through the roof',
    'The electricity and gas bill is more than we can manage this winter',
    'I want to cut my household bills, broadband and phone bill included',
  ],
  'christmas-gifts': [
    'Every Christmas I overspend and start January in debt',
    'I spend too much on birthday presents and gifts for the whole family',
    'How do I budget for Christmas presents this year?',
  ],
  'holiday-travel': [
    'I want to save for a holiday to Japan next summer',
    'We want to go travelling for three months and need to save',
    'I always end up paying for our summer holiday on credit',
  ],
  'car-costs': [
    'My car is costing me a fortune in repairs and petrol',
    'I need to buy a used car but I do not have the money',
    'My car finance payment and insurance take a big chunk of my salary',
  ],
  'irregular-income': [
    'I freelance and my income is different every month',
    'I am self-employed and some months I earn nothing',
    'I work zero hours contracts so I never know what I will be paid',
  ],
  'side-income': [
    'I want to start a side hustle to earn extra money',
    'I am looking for a second income, maybe selling on Vinted or eBay',
    'How can I make extra cash in the evenings and weekends?',
  ],
  'pay-rise': [
    'I want to ask my boss for a pay rise',
    'I think I am underpaid compared with colleagues, how do I negotiate my salary?',
    'I got a job offer and want to negotiate a better salary',
  ],
  'small-business': [
    'I want to start my own business',
    'I am starting a small bakery business and need to sort out the finances',
    'My business has cash flow problems and customers pay late',
  ],
  taxes: [
    'I owe a tax bill I cannot pay',
    'I have not filed my self assessment tax return and the deadline is close',
    'HMRC sent me a letter about underpaid tax',
  ],
  'insurance-basics': [
    'I do not know what insurance I actually need',
    'Should I get life insurance and income protection now that I have kids?',
    'My home insurance renewal premium went up a lot',
  ],
  'house-deposit': [
    'we want to buy our first flat in two years',
    'I am saving for a house deposit but it feels impossible',
    'How do I get on the property ladder on one salary?',
  ],
  'first-home': [
    'I am a first-time buyer and do not understand mortgages',
    'We have our deposit and need to get a mortgage in principle',
    'How much can I borrow for a mortgage, and what does a solicitor cost?',
  ],
  'mortgage-payments': [
    'My fixed rate ends next month and my mortgage payments will jump',
    'Should I remortgage or overpay my mortgage?',
    'Our mortgage went up by 400 a month and we are struggling',
  ],
  'high-rent': [
    'My rent is too high, it takes half my wages',
    'The landlord just put the rent up again',
    'Renting in the city costs so much that I cannot save anything',
  ],
  'moving-home': [
    'I am relocating to a new city for work and need to plan the costs',
    'I want to move out of my parents house next year and live on my own',
    'We are moving abroad in six months, how do we budget for it?',
  ],
  'student-budget': [
    'I am a student and my maintenance loan runs out before the end of term',
    'I am starting uni in September and need a budget',
    'How do I live on a student budget in halls?',
  ],
  wedding: [
    'We are getting married next year and want to pay for the wedding without debt',
    'We just got engaged and the venue quotes are huge',
    'How do we plan our wedding budget and still afford a honeymoon?',
  ],
  'new-baby-costs': [
    'We are having a baby in March and I am worried about money',
    'I am pregnant and my maternity pay will be much less than my salary',
    'How much does a newborn cost, nappies, pram and all?',
  ],
  'childcare-costs': [
    'Childcare costs more than my salary',
    'Nursery fees are 1,200 a month for our two-year-old',
    'I need to find cheaper after-school clubs and holiday clubs',
  ],
  'divorce-money': [
    'I am going through a divorce and do not know how I will cope on one income',
    'I separated from my husband and need to sort out our joint accounts',
    'After the split up I am a single mum and money is tight',
  ],
  'couple-money': [
    'My partner and I argue about money all the time',
    'We are moving in together and need to decide on a joint account',
    'My wife spends and I save, and it causes fights about money',
  ],
  'support-parents': [
    'my parents need me to support them financially',
    'I send money home to my family every month and cannot save anything',
    'I am paying for care for my elderly parents and it is draining me',
  ],
  'lending-money': [
    'My friend borrowed 2,000 and never paid it back',
    'My brother keeps asking me for money and I do not know how to say no',
    'I lent money to a friend and now she ignores me',
  ],
  'kids-money': [
    'I want to teach my kids about money',
    'How much pocket money should I give my eight-year-old?',
    'My teenager spends everything she gets, how do I teach her to save?',
  ],
  'saving-for-children': [
    'I want to start saving for my children for when they turn 18',
    'Should I open a junior ISA for my son?',
    'We want to build a university fund for our daughter',
  ],
  'retirement-catch-up': [
    'I am 50 and have no pension',
    'I started saving for retirement late and need to catch up',
    'I have a small workplace pension, is it too late to build a decent retirement?',
  ],
  'retirement-income': [
    'I am about to retire and do not know how to make my pension last',
    'I retire next year, should I take the tax-free lump sum or drawdown?',
    'I am recently retired and living on my pension is harder than I thought',
  ],
  'investing-basics': [
    'I want to start investing but do not know where to begin',
    'Should I put money in index funds or a stocks and shares ISA?',
    'I have savings sitting in the bank and want to invest in the stock market',
  ],
  'crypto-losses': [
    'I lost 10,000 on crypto and I feel sick',
    'Day trading wiped out my savings',
    'I got liquidated on a leveraged bitcoin trade and want to win it back',
  ],
  'inheritance-windfall': [
    'I inherited 50,000 from my grandmother and do not know what to do with it',
    'I am getting a big bonus at work and do not want to waste it',
    'I received a lump sum from a compensation payout',
  ],
  'making-a-will': [
    'I need to make a will now that we have children',
    'What happens to my money if I die without a will?',
    'I want to set up a lasting power of attorney and write a will',
  ],
};
