/**
 * Everyday questions for checking whether the IYL AI coach answers on subject.
 *
 * How this set was written: by a writer who was given only the public product
 * description of IYL (onboarding assessment, AI action plans for Health,
 * Finance and Relationships, routines/habits, meal plans, mood log, coach
 * chat, and so on). The writer never read the coach’s code, prompt library or
 * knowledge base, so the wording is not tuned to whatever the coach already
 * knows. Apostrophes use the typographic ’ so strings stay single-quoted.
 *
 * What each part is for:
 * - `subjects`: the fixed list of subject ids an answer can be judged against.
 * - `questions`: single-turn questions typed the way real customers type
 *   (short and long, typos, first-person situations, how-tos, numbers, some
 *   mixing two topics), each labelled with its one main subject. None are
 *   about the customer’s own stored data and none touch crisis or self-harm.
 * - `conversations`: two-turn exchanges whose follow-up only makes sense with
 *   the first turn; `expects` says what an in-context reply must address.
 * - `personalDataQuestions`: questions about the customer’s own logged data
 *   (mood log, habits, meal plan, action plans), to check the coach uses it.
 */

export const subjects = [
  'sleep',
  'stress',
  'movement',
  'eating',
  'money',
  'debt',
  'saving',
  'relationships',
  'parenting',
  'work',
  'alcohol',
  'screen-time',
  'motivation',
  'loneliness',
  'grief',
  'pain',
] as const;

export type Subject = (typeof subjects)[number];

export const questions: { text: string; subject: Subject }[] = [
  // sleep
  { text: 'how do i stop waking up at 3am', subject: 'sleep' },
  { text: 'I can’t fall asleep before 1am even when I’m exhausted. What can I do?', subject: 'sleep' },
  { text: 'is it bad to nap in the afternoon', subject: 'sleep' },
  { text: 'how many hours of sleep do i actually need at 40', subject: 'sleep' },
  { text: 'i wake up tired every morning even after 8 hours', subject: 'sleep' },
  { text: 'Does having coffee at 4pm mess with my sleep?', subject: 'sleep' },
  { text: 'best bedtime routine for someone who works late shifts', subject: 'sleep' },
  { text: 'My partner snores and I keep waking up. Any tips for sleeping through it?', subject: 'sleep' },
  { text: 'is sleeping in on weekends ok or does it ruin my schedul', subject: 'sleep' },
  { text: 'racing thoughts when i get into bed, how do i fall asleep faster', subject: 'sleep' },
  { text: 'Should I take melatonin?', subject: 'sleep' },

  // stress
  { text: 'I feel stressed all the time and I don’t even know why', subject: 'stress' },
  { text: 'quick ways to calm down when im overwhelmed', subject: 'stress' },
  { text: 'What’s a breathing exercise I can do when I’m stressed?', subject: 'stress' },
  { text: 'Everything feels like too much right now. Work, kids, bills. How do I stop feeling so frazzled?', subject: 'stress' },
  { text: 'is journaling actually good for stress', subject: 'stress' },
  { text: 'how to relax after a long day', subject: 'stress' },
  { text: 'I get anxious before every big meeting and my hands shake. How do I calm my nerves?', subject: 'stress' },
  { text: 'meditation for beginers who cant sit still', subject: 'stress' },
  { text: 'how do I stop overthinking everything', subject: 'stress' },
  { text: 'What’s the fastest way to unwind in 5 minutes?', subject: 'stress' },
  { text: 'how do i stop worrying about stuff i cant control', subject: 'stress' },

  // movement
  { text: 'how do I start exercising if I havent in years', subject: 'movement' },
  { text: 'is walking 10k steps a day enough exercise', subject: 'movement' },
  { text: 'I sit at a desk 9 hours a day. How can I move more without going to a gym?', subject: 'movement' },
  { text: 'best home workout no equipment', subject: 'movement' },
  { text: 'how many days a week should i strength train', subject: 'movement' },
  { text: 'I want to start running but I’m out of breath after 2 minutes', subject: 'movement' },
  { text: 'Is yoga enough as my only exercise?', subject: 'movement' },
  { text: 'stretches to do in the morning', subject: 'movement' },
  { text: 'I’m 58 and want to get stronger, where do I begin', subject: 'movement' },
  { text: 'how to fit exercise in with 2 kids and a full time job', subject: 'movement' },
  { text: 'is it ok to work out every single day', subject: 'movement' },

  // eating
  { text: 'what’s a healthy breakfast that isn’t oatmeal', subject: 'eating' },
  { text: 'I snack all evening after dinner and can’t stop', subject: 'eating' },
  { text: 'how much protein should i eat a day', subject: 'eating' },
  { text: 'easy healthy dinners for someone who hates cooking', subject: 'eating' },
  { text: 'I drink like 4 cans of soda a day, how do I cut down', subject: 'eating' },
  { text: 'is intermittent fasting worth trying', subject: 'eating' },
  { text: 'how do i eat more veggies when i dont like most of them', subject: 'eating' },
  { text: 'I skip lunch most days because I’m busy and then eat everything in sight at night. Is that bad?', subject: 'eating' },
  { text: 'meal prep ideas for the week on a tight budget', subject: 'eating' },
  { text: 'how do i stop stress eating', subject: 'eating' },
  { text: 'is fruit too much sugar??', subject: 'eating' },

  // money
  { text: 'How do I make a budget I’ll actually stick to?', subject: 'money' },
  { text: 'I spend $400 a month on takeout. Is that a lot?', subject: 'money' },
  { text: 'where does all my money go every month', subject: 'money' },
  { text: '50/30/20 rule explained', subject: 'money' },
  { text: 'how do i stop impulse buying on amazon', subject: 'money' },
  { text: 'I get paid every 2 weeks and always run out before payday', subject: 'money' },
  { text: 'should I cancel subscriptions? I have like 9 of them', subject: 'money' },
  { text: 'budgeting app vs spreadsheet whats better', subject: 'money' },
  { text: 'how do I track my spending without it taking forever', subject: 'money' },
  { text: 'I make 3200 a month after tax, how much should go on rent', subject: 'money' },
  { text: 'side hustle ideas for some extra cash each month', subject: 'money' },

  // debt
  { text: 'I have $12,000 in credit card debt, where do I start', subject: 'debt' },
  { text: 'snowball vs avalanche method which is better', subject: 'debt' },
  { text: 'should I pay off my car loan early', subject: 'debt' },
  { text: 'how do i stop using my credit card', subject: 'debt' },
  { text: 'Is debt consolidation a good idea?', subject: 'debt' },
  { text: 'I only ever pay the minimum on my cards. How bad is that?', subject: 'debt' },
  { text: 'student loans are crushing me, 38k left', subject: 'debt' },
  { text: 'I owe my sister $2000 and it’s getting awkward between us. How do I pay her back without wrecking my budget?', subject: 'debt' },
  { text: 'should i get a balance transfer card', subject: 'debt' },
  { text: 'I have 5 buy now pay later things going at once, how do I get out of them', subject: 'debt' },
  { text: 'how long will it take to pay off 5k if i pay 200 a month', subject: 'debt' },

  // saving
  { text: 'how much should I have in an emergency fund', subject: 'saving' },
  { text: 'I can never save anything, it just disappears', subject: 'saving' },
  { text: 'best way to save up for a holiday next summer', subject: 'saving' },
  { text: 'I want to save $10k in a year. Is that realistic on a 45k salary?', subject: 'saving' },
  { text: 'high yield savings account worth it?', subject: 'saving' },
  { text: 'how do I start saving for retirement at 35', subject: 'saving' },
  { text: 'should i automate my savings', subject: 'saving' },
  { text: 'How do I save when I’m living paycheck to paycheck?', subject: 'saving' },
  { text: 'saving for a house deposit, how do i stay on track', subject: 'saving' },
  { text: 'We want to start a college fund for our daughter. How much should we put away each month?', subject: 'saving' },
  { text: 'whats a good savings goal for someone just starting out', subject: 'saving' },

  // relationships
  { text: 'my partner and I had a big fight about chores last night and now we’re barely talking', subject: 'relationships' },
  { text: 'how do I bring up something that’s bothering me without starting an argument', subject: 'relationships' },
  { text: 'My partner and I fight about money constantly. He spends, I save. How do we stop arguing about it?', subject: 'relationships' },
  { text: 'how to make a long distance relationship work', subject: 'relationships' },
  { text: 'we never have date nights anymore since the baby came', subject: 'relationships' },
  { text: 'my best friend keeps cancelling plans last minute and it hurts', subject: 'relationships' },
  { text: 'how do i set boundaries with my mother in law', subject: 'relationships' },
  { text: 'I feel like I’m always the one who apologises first. Is that unhealthy?', subject: 'relationships' },
  { text: 'tips for better communication with my husband', subject: 'relationships' },
  { text: 'how do you know if a relationship is worth working on', subject: 'relationships' },
  { text: 'my girlfriend says i dont listen. how do i get better at it', subject: 'relationships' },

  // parenting
  { text: 'my 4 year old has a meltdown every night at bedtime', subject: 'parenting' },
  { text: 'how do I get my teenager to actually talk to me', subject: 'parenting' },
  { text: 'I yell at my kids and then feel terrible. how do i stop', subject: 'parenting' },
  { text: 'my toddler refuses everything except pasta, how do i handle dinnertime battles', subject: 'parenting' },
  { text: 'siblings fighting constantly, they’re 6 and 9', subject: 'parenting' },
  { text: 'how to balance work and being a present parent', subject: 'parenting' },
  { text: 'Is it ok to let my kid quit soccer halfway through the season?', subject: 'parenting' },
  { text: 'new dad here, how do i bond with the baby', subject: 'parenting' },
  { text: 'How do I handle co-parenting with an ex who undermines our rules?', subject: 'parenting' },
  { text: 'what chores are reasonable for a 10 year old and how do I get them to actually do them', subject: 'parenting' },
  { text: 'positive discipline examples', subject: 'parenting' },

  // work
  { text: 'my boss keeps emailing me at 10pm and I feel like I have to answer', subject: 'work' },
  { text: 'how do I ask for a raise', subject: 'work' },
  { text: 'I’m burnt out at work but can’t afford to quit', subject: 'work' },
  { text: 'how do i stay focused working from home', subject: 'work' },
  { text: 'is it normal to hate mondays this much lol', subject: 'work' },
  { text: 'I got passed over for a promotion again. What should I do?', subject: 'work' },
  { text: 'how to say no to extra projects without looking lazy', subject: 'work' },
  { text: 'coworker keeps taking credit for my work', subject: 'work' },
  { text: 'thinking about changing careers at 42, is it too late', subject: 'work' },
  { text: 'how do I prepare for my performance review', subject: 'work' },
  { text: 'I work 60 hours a week and have no life outside it. How do I set limits with my job?', subject: 'work' },

  // alcohol
  { text: 'how do I cut back on drinking during the week', subject: 'alcohol' },
  { text: 'I have 2-3 glasses of wine every night to unwind. is that too much?', subject: 'alcohol' },
  { text: 'tips for dry january', subject: 'alcohol' },
  { text: 'how to say no to drinks at work events without it being weird', subject: 'alcohol' },
  { text: 'good non alcoholic drinks for parties', subject: 'alcohol' },
  { text: 'I always end up drinking way more than I planned on weekends', subject: 'alcohol' },
  { text: 'What are the benefits of giving up alcohol for a month?', subject: 'alcohol' },
  { text: 'my friends all drink a lot and I want to cut down, how do I still hang out with them', subject: 'alcohol' },
  { text: 'how many drinks a week counts as moderate', subject: 'alcohol' },
  { text: 'hangovers are getting worse in my 30s, should I just stop drinking', subject: 'alcohol' },
  { text: 'a beer every night after work has become a habit I want to break', subject: 'alcohol' },

  // screen-time
  { text: 'I scroll tiktok for like 3 hours every night, how do I stop', subject: 'screen-time' },
  { text: 'how to stop checking my phone first thing in the morning', subject: 'screen-time' },
  { text: 'my screen time report says 7 hours a day. how do i cut it in half', subject: 'screen-time' },
  { text: 'are app timers actually useful', subject: 'screen-time' },
  { text: 'I can’t watch a movie without picking up my phone', subject: 'screen-time' },
  { text: 'digital detox weekend ideas', subject: 'screen-time' },
  { text: 'how do i stop doomscrolling the news', subject: 'screen-time' },
  { text: 'I pick up my phone at work every few minutes without even thinking about it', subject: 'screen-time' },
  { text: 'Is grayscale mode worth trying to use my phone less?', subject: 'screen-time' },
  { text: 'how do we do phone free dinners as a family when I’m the worst offender', subject: 'screen-time' },
  { text: 'too much youtube', subject: 'screen-time' },

  // motivation
  { text: 'I start things and never finish them', subject: 'motivation' },
  { text: 'how do i get motivated when i feel lazy all the time', subject: 'motivation' },
  { text: 'I keep breaking my new year’s resolutions by February', subject: 'motivation' },
  { text: 'How do I stay consistent with habits when I don’t feel like it?', subject: 'motivation' },
  { text: 'no motivation to do anything on weekends', subject: 'motivation' },
  { text: 'I procrastinate on everything until the last minute', subject: 'motivation' },
  { text: 'how to build self discipline', subject: 'motivation' },
  { text: 'I’ve been meaning to get to the gym for 3 months and went twice. Why can’t I follow through on anything?', subject: 'motivation' },
  { text: 'small wins to get momentum back after a bad week', subject: 'motivation' },
  { text: 'is it better to set big goals or tiny ones', subject: 'motivation' },
  { text: 'i lose intrest in every goal after 2 weeks', subject: 'motivation' },

  // loneliness
  { text: 'I moved to a new city and don’t know anyone', subject: 'loneliness' },
  { text: 'how do adults make friends', subject: 'loneliness' },
  { text: 'I feel lonely even when I’m around people', subject: 'loneliness' },
  { text: 'working from home is making me feel so isolated', subject: 'loneliness' },
  { text: 'all my friends have kids now and I feel left out', subject: 'loneliness' },
  { text: 'weekends are so quiet and lonely since my divorce', subject: 'loneliness' },
  { text: 'how do I reconnect with old friends I lost touch with', subject: 'loneliness' },
  { text: 'Is it weird to join a club at 50 just to meet people?', subject: 'loneliness' },
  { text: 'I’m an introvert but I’m lonely, where do I even start', subject: 'loneliness' },
  { text: 'ways to feel less alone living by myself', subject: 'loneliness' },
  { text: 'nobody ever texts me first', subject: 'loneliness' },

  // grief
  { text: 'my dad passed away 6 months ago and I still can’t concentrate on anything', subject: 'grief' },
  { text: 'how do I support a friend whose mum just died', subject: 'grief' },
  { text: 'is it normal to still be sad a year after losing my dog', subject: 'grief' },
  { text: 'The holidays are coming and it’s our first Christmas without my grandma. How do we get through it?', subject: 'grief' },
  { text: 'how do I talk to my kids about their grandpa dying', subject: 'grief' },
  { text: 'I feel guilty whenever I laugh or have fun since my husband died', subject: 'grief' },
  { text: 'are the stages of grief real', subject: 'grief' },
  { text: 'grieving at work, everyone expects me to be back to normal already', subject: 'grief' },
  { text: 'how do I handle the anniversary of my mom’s death', subject: 'grief' },
  { text: 'my best friend died suddenly and I don’t know how to process it', subject: 'grief' },
  { text: 'ways to remember someone you’ve lost', subject: 'grief' },

  // pain
  { text: 'lower back pain from sitting all day, any stretches', subject: 'pain' },
  { text: 'I get tension headaches almost every afternoon', subject: 'pain' },
  { text: 'my knees hurt going down stairs', subject: 'pain' },
  { text: 'How do I stay active with chronic back pain?', subject: 'pain' },
  { text: 'neck pain from looking down at my laptop', subject: 'pain' },
  { text: 'is heat or ice better for a sore shoulder', subject: 'pain' },
  { text: 'I have fibromyalgia and bad days wipe me out. how do i pace myself', subject: 'pain' },
  { text: 'wrist pain from typing all day what helps', subject: 'pain' },
  { text: 'period cramps are really bad every month, anything natural that helps?', subject: 'pain' },
  { text: 'my feet ache after standing at work all day', subject: 'pain' },
  { text: 'when should I see a doctor about joint pain', subject: 'pain' },
];

export const conversations: {
  first: string;
  followUp: string;
  subject: Subject;
  expects: string;
}[] = [
  {
    first: 'I keep waking up at 3am and can’t get back to sleep',
    followUp: 'what if that doesn’t work?',
    subject: 'sleep',
    expects: 'Offers a further step for getting back to sleep after a 3am waking when the first tips fail.',
  },
  {
    first: 'is it ok to have coffee in the afternoon?',
    followUp: 'what about decaf?',
    subject: 'sleep',
    expects: 'Says whether afternoon decaf affects sleep.',
  },
  {
    first: 'I want to start exercising but I’m really out of shape',
    followUp: 'what if I only have 10 minutes?',
    subject: 'movement',
    expects: 'Gives a beginner-friendly workout that fits in 10 minutes.',
  },
  {
    first: 'I have about $8,000 spread over two credit cards',
    followUp: 'which one should I pay first?',
    subject: 'debt',
    expects: 'Explains how to choose which of the two cards to pay off first.',
  },
  {
    first: 'snowball vs avalanche, which should I use?',
    followUp: 'what if I only have $150 a month to put toward it?',
    subject: 'debt',
    expects: 'Applies the debt payoff method to a $150 monthly payment.',
  },
  {
    first: 'how do I cut back on drinking on weeknights',
    followUp: 'and on weekends?',
    subject: 'alcohol',
    expects: 'Gives ways to drink less specifically on weekends.',
  },
  {
    first: 'my partner and I had a big fight about chores last night and now we’re barely talking',
    followUp: 'how do I start that conversation tonight?',
    subject: 'relationships',
    expects: 'Gives an opening or approach for talking to the partner about the chores fight.',
  },
  {
    first: 'what’s a good morning routine for stress?',
    followUp: 'and at night?',
    subject: 'stress',
    expects: 'Suggests an evening wind-down routine for managing stress.',
  },
  {
    first: 'I get really anxious before presentations',
    followUp: 'ok but what about the minute right before I walk in?',
    subject: 'stress',
    expects: 'Gives quick calming steps to use just before walking into a presentation.',
  },
  {
    first: 'I want to build up a $5,000 emergency fund',
    followUp: 'Can you make that into a simple plan for this week?',
    subject: 'saving',
    expects: 'Turns emergency-fund saving into concrete steps for this week.',
  },
  {
    first: 'I scroll my phone for hours in bed every night',
    followUp: 'why is it so hard to stop?',
    subject: 'screen-time',
    expects: 'Explains why late-night phone scrolling is hard to stop.',
  },
  {
    first: 'my 5 year old refuses to go to bed',
    followUp: 'what about when he comes into our room at 2am?',
    subject: 'parenting',
    expects: 'Advises on handling the child coming into the parents’ room in the night.',
  },
  {
    first: 'give me some ideas for healthy lunches I can take to work',
    followUp: 'any that are vegetarian?',
    subject: 'eating',
    expects: 'Gives vegetarian packed-lunch ideas for work.',
  },
  {
    first: 'my boss keeps piling extra projects on me',
    followUp: 'what exactly should I say to her?',
    subject: 'work',
    expects: 'Gives wording for raising the extra workload with the boss.',
  },
  {
    first: 'I never stick to anything I start',
    followUp: 'why?',
    subject: 'motivation',
    expects: 'Explains why people drop goals or why the suggested approach helps follow-through.',
  },
  {
    first: 'I want to build a habit of reading every day',
    followUp: 'turn that into a checklist I can follow',
    subject: 'motivation',
    expects: 'Gives a step-by-step checklist for building a daily reading habit.',
  },
  {
    first: 'I moved to a new city and don’t know anyone',
    followUp: 'what if I’m really shy?',
    subject: 'loneliness',
    expects: 'Gives low-pressure ways for a shy person to meet people in a new city.',
  },
  {
    first: 'my mum died in March and her birthday is next week',
    followUp: 'what could I do on the day?',
    subject: 'grief',
    expects: 'Suggests ways to mark or get through the late mother’s birthday.',
  },
  {
    first: 'I get lower back pain after sitting all day',
    followUp: 'can you give me one I can do at my desk?',
    subject: 'pain',
    expects: 'Describes a back stretch that can be done at a desk.',
  },
  {
    first: 'how do I make a monthly budget',
    followUp: 'what did we just talk about?',
    subject: 'money',
    expects: 'Summarises the earlier discussion about making a monthly budget.',
  },
];

export const personalDataQuestions: {
  text: string;
  about: 'mood' | 'habits' | 'meals' | 'plans';
}[] = [
  { text: 'how is my mood lately?', about: 'mood' },
  { text: 'have I been happier this week than last week?', about: 'mood' },
  { text: 'which days do I usually feel worst, going by my mood log', about: 'mood' },
  { text: 'am I keeping my habits?', about: 'habits' },
  { text: 'which of my routines do I skip the most', about: 'habits' },
  { text: 'what’s my longest habit streak right now', about: 'habits' },
  { text: 'what’s on my meal plan today?', about: 'meals' },
  { text: 'what am i having for dinner tomorrow', about: 'meals' },
  { text: 'does my meal plan this week have enough protein', about: 'meals' },
  { text: 'what should I focus on this week?', about: 'plans' },
  { text: 'remind me what my finance action plan says', about: 'plans' },
  { text: 'what’s the next step in my health plan', about: 'plans' },
];
