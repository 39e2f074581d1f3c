/** The demo's community: four members and three lively topics with their conversations. */
export const communityMembers = [
  { fullname: 'Priya Shah', colour: '#e8590c' },
  { fullname: 'Sam Lee', colour: '#2f9e44' },
  { fullname: 'Lena Fischer', colour: '#7048e8' },
  { fullname: 'Tom Baker', colour: '#c2255c' },
] as const;

export type Speaker = 'you' | (typeof communityMembers)[number]['fullname'];

/** The walkers' check-ins, one every few hours over the two weeks before the topic's latest talk. */
const WALK_CHECK_INS: [Speaker, string][] = Array.from({ length: 48 }, (_, i): [Speaker, string] => {
  const who: Speaker[] = ['Priya Shah', 'Sam Lee', 'you', 'Lena Fischer', 'Tom Baker'];
  const minutes = [15, 20, 25, 30, 12, 40][i % 6];
  const how = ['round the park', 'to the station', 'by the river', 'round the block twice', 'with the dog', 'up the hill and back'][(i * 5) % 6];
  return [who[i % who.length] ?? 'you', `Check-in: ${minutes} minutes ${how} this morning.`];
});

/** Three lively topics: who started each, and the conversation (who says what, minutes after the last). */
export const communityTopics: { by: Speaker; hoursAgo: number; topic: string; description: string; chat: [Speaker, number, string][] }[] = [
  {
    by: 'Priya Shah',
    hoursAgo: 52 + WALK_CHECK_INS.length * 6,
    topic: 'Morning walks before work',
    description: 'Who else walks before work? Share your routes, your start times and what keeps you going on grey mornings.',
    chat: [
      // Two weeks of check-ins first, so the conversation has older messages to scroll back to.
      ...WALK_CHECK_INS.map(([speaker, text]): [Speaker, number, string] => [speaker, 360, text]),
      ['Priya Shah', 0, 'I started walking 20 minutes at 7:00 last week. My afternoons feel so much calmer.'],
      ['Sam Lee', 35, 'Same here! A loop round the park, no headphones. It is the only quiet part of my day.'],
      ['you', 50, 'I keep my shoes by the door the night before. Makes it a lot harder to skip 😄'],
      ['Lena Fischer', 180, 'Rainy days are my weak spot. Any tips?'],
      ['Priya Shah', 12, 'A proper rain jacket, and I tell myself ten minutes only. I usually do twenty.'],
      ['Tom Baker', 600, 'Day 5 of walking to the station instead of taking the bus. Saved £9 too!'],
      ['Sam Lee', 40, 'Love that: a health habit that pays 👏'],
      ['you', 900, 'This morning: 25 minutes, and I saw the sunrise for the first time in months.'],
    ],
  },
  {
    by: 'Sam Lee',
    hoursAgo: 30,
    topic: 'Building an emergency fund',
    description: 'Small, boring, automatic. How are you getting to three months of expenses?',
    chat: [
      ['Sam Lee', 0, 'I moved £25 a week to a separate account the day after payday. Six months in and it adds up.'],
      ['you', 20, 'I am starting with £10 a week while I pay down my card. Is that too small to matter?'],
      ['Lena Fischer', 8, 'Not at all. The habit matters more than the amount at first.'],
      ['Tom Baker', 45, 'I round up every card payment into savings. Painless.'],
      ['Priya Shah', 120, 'This budgeting guide helped me a lot: https://www.moneyhelper.org.uk/en/everyday-money/budgeting'],
      ['Sam Lee', 15, 'Thanks Priya, bookmarked.'],
    ],
  },
  {
    by: 'Lena Fischer',
    hoursAgo: 6,
    topic: 'Phone-free evenings with your partner',
    description: 'We are trying one phone-free evening a week. What do you do instead?',
    chat: [
      ['Lena Fischer', 0, 'We cook together and put both phones in a drawer until the dishes are done.'],
      ['you', 25, 'We tried it on Sunday. We talked more in one evening than all week 💛'],
      ['Priya Shah', 30, 'Board games here. Competitive ones, so maybe not the most relaxing 😅'],
      ['Tom Baker', 10, 'Buy followers and likes cheap at https://followers.example.com !!!'],
      ['Sam Lee', 55, 'We go for a short walk after dinner and leave the phones at home.'],
    ],
  },
];
