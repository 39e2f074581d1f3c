import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on loneliness: making, keeping and renewing connections. */
export const lonelinessPassages: readonly LibraryPassage[] = [
  {
    id: 'loneliness-building-friendships',
    topic: 'loneliness',
    title: 'Building friendships from scratch',
    keywords: ['no friends', 'how to make friends', 'friendless', 'meet new people', 'adult friendships', 'lost all my friends', 'friends in my 30s', 'friends in my 40s', 'nobody to hang out with'],
    text: "Research suggests friendships take many hours of time together to form, so regular contact matters more than a perfect first meeting. Choose something that meets weekly, such as a running club, choir, quiz team, evening class or volunteering shift, and keep going for at least two or three months. Arrive a little early or stay after, since that's when conversations happen. Ask people about themselves and remember details for next time. When you get on with someone, suggest something specific, like 'Do you fancy a coffee after next week's session?' Most people want friends as much as you do but wait for someone else to ask. Expect some attempts to fizzle out, and keep going.",
  },
  {
    id: 'loneliness-new-city',
    topic: 'loneliness',
    title: 'Settling into a new town',
    keywords: ['moved to a new city', 'moved away', 'new town', 'relocated', "don't know anyone here", 'moved for work', 'new area', 'moved abroad', 'expat', 'new to the area'],
    text: "Moving somewhere new often brings a lonely spell, even when the move was your choice, and it can take a year or more to feel settled. Build a weekly routine that puts you among the same people: the same café, gym class, parkrun, place of worship or community group. Say yes to invitations from colleagues and neighbours, even small ones, for the first few months. Look for groups aimed at newcomers, such as local social media groups, meet-up apps, language exchanges or expat clubs. Keep in touch with friends back home with a regular call, but don't let it replace meeting local people. Explore your area on foot, so it starts to feel like home.",
  },
  {
    id: 'loneliness-reconnecting',
    topic: 'loneliness',
    title: 'Getting back in touch',
    keywords: ['lost touch', 'old friends', 'reconnect', 'reach out', 'drifted apart from friends', 'awkward to message', "haven't spoken in years", 'old school friends', 'rekindle a friendship'],
    text: "Reaching out to an old friend can feel awkward, but studies suggest people underestimate how much a message from someone they've lost touch with is appreciated. Keep the first message short and warm, without apologising at length for the silence: 'I was thinking of you today and wondered how you are.' Mention a shared memory if one comes to mind. If your friend replies, suggest a call or a meeting at a specific time. If an old friend doesn't reply, it's usually busyness rather than rejection, and a gentle follow-up after a few weeks is fine. Make a list of three people you miss and message one this week. Small, regular contact keeps a friendship going better than rare big catch-ups.",
  },
  {
    id: 'loneliness-among-people',
    topic: 'loneliness',
    title: 'Lonely even with people around',
    keywords: ['always feel left out', 'feel left out', 'lonely in a relationship', 'lonely in a crowd', 'surrounded by people but lonely', 'nobody understands me', 'no close friends', 'superficial friendships', 'lonely in my marriage', 'feel invisible', 'nobody really knows me'],
    text: "Loneliness is about the quality of your connections, not the number of people around you, so you can feel lonely at work, in a busy family or in a relationship. Feeling lonely among people often means you're missing being truly known. Pick one person you trust and share a little more than usual, such as something you're worried about or looking forward to, and ask them a deeper question back. Closeness grows through small steps of openness that are returned. Spend more time one to one rather than only in groups. If you feel lonely in your relationship, tell your partner calmly what you miss and suggest regular time together without screens. If the feeling persists, a counsellor can help you understand it.",
  },
  {
    id: 'loneliness-working-from-home',
    topic: 'loneliness',
    title: 'Working from home without isolation',
    keywords: ['remote work', 'wfh', 'work from home', 'home working', 'isolated at home', 'no colleagues', 'freelancer', 'self employed', "don't see anyone all day", 'isolation'],
    text: "Working from home can mean whole days without a real conversation, and that adds up over weeks. Build contact into your week on purpose. Turn your camera on for some calls and leave a few minutes for a chat rather than only business. Set up a regular virtual coffee with a colleague, or work alongside a friend on a video call. Work from a café, library or coworking space once or twice a week if you can. If going into the office is an option, choose the days when your team is there. Get out of the house at least once a day, even just for a walk where you greet neighbours. Plan something social for the evenings after solo days.",
  },
  {
    id: 'loneliness-living-alone',
    topic: 'loneliness',
    title: 'Living alone well',
    keywords: ['live alone', 'living on my own', 'live by myself', 'empty house', 'evenings alone', 'weekends alone', 'nobody at home', 'on my own', 'single and lonely'],
    text: "Living alone can bring freedom and quiet, and it can also mean long stretches without contact, especially in the evenings and at weekends. Plan your week with some fixed points of contact, such as a regular phone call with family, a class, a walk with a neighbour or a weekly meal out with a friend. Stop weekends from being empty by arranging one social thing for Saturday or Sunday before the week ends. Small daily chats count too, so use the local shop, library or café rather than delivery every time. Consider volunteering, which brings company and purpose together. Keep up the basics, like cooking proper meals and a steady routine, because they protect your mood.",
  },
  {
    id: 'loneliness-after-a-breakup',
    topic: 'loneliness',
    title: 'Lonely after a breakup or divorce',
    keywords: ['after divorce', 'after separation', 'single again', 'lost our mutual friends', 'newly single', 'alone after divorce', 'empty without a partner', 'friends took sides'],
    text: "After a breakup or divorce, you may lose not just a partner but shared friends, routines and plans, and loneliness can hit hardest in the evenings and at weekends. Tell a few trusted friends or family that you'd welcome more contact for a while, and suggest specific plans. Rebuild your week with new routines of your own, such as a class, a club or a regular walk with someone. Reconnect with friends you saw less of during the relationship. Expect some mutual friends to drift away, and focus on those who stay. Try not to judge your whole future by how you feel now. If low mood, sleeplessness or hopelessness lasts for weeks, talk to your doctor or a counsellor.",
  },
  {
    id: 'loneliness-introverts',
    topic: 'loneliness',
    title: 'Connection for introverts',
    keywords: ['introvert', 'introverted', 'social anxiety', 'hate small talk', 'drained by people', 'quiet person', 'socially awkward', "don't like crowds", 'big groups'],
    text: "Being an introvert doesn't mean you need fewer close relationships; it often means you prefer them in smaller doses and quieter settings. Choose activities with a built-in focus, such as a book club, a walking group, a craft class or volunteering, so conversation flows from what you're doing rather than small talk. Meet people one to one or in small groups, and plan some quiet time afterwards to recharge. Have a few easy questions ready, like 'How did you get into this?' Leave when you've had enough, because a short visit still counts. If fear of being judged stops you going to things you'd like to do, talk to your doctor, because social anxiety is common and treatable.",
  },
  {
    id: 'loneliness-friends-lives-changed',
    topic: 'loneliness',
    title: "When friends' lives change",
    keywords: ['friends had kids', 'all my friends have kids', 'feel left out by my friends', 'friends have babies', 'friends got married', 'everyone is busy', 'left behind', 'friends moved away', 'different life stages', 'friends have no time for me', 'friend has a new partner'],
    text: "Friendships often shift when a friend has a baby, a new partner, a demanding job or a move, and it's easy to feel left behind. A friend with less time doesn't usually care about you any less. Adapt the way you meet: offer to visit them at home, join them for a walk with the pram, or have a quick call during nap time. Keep messaging even when replies are slow, without keeping score. Tell them honestly that you miss them, kindly and without blame. Meanwhile, widen your circle with people at a similar stage of life to you, through clubs, classes or work. Many friendships pick up again once the busiest years pass.",
  },
  {
    id: 'loneliness-and-low-mood',
    topic: 'loneliness',
    title: 'When loneliness affects your mood',
    keywords: ['depressed and lonely', 'no one cares', 'feel alone all the time', 'lonely and sad', 'hopeless', 'isolating myself', 'withdrawn', "can't face people", 'lonely older person', 'befriending'],
    text: "Long-term loneliness can wear down your mood and health, and low mood can make you pull away further, which keeps the cycle going. Break the cycle with small, low-pressure steps, such as a short chat with a shop assistant, a message to a relative or a walk somewhere busy. Talk to your doctor if you've felt low, empty or hopeless most days for two weeks or more, if you've lost interest in things, or if you're avoiding people because it feels too hard. Many areas have befriending services, including regular phone calls for older people, and your doctor or local library can point you to them. If you ever feel you can't go on, contact your doctor urgently or, in the UK and Ireland, call Samaritans free on 116 123, day or night.",
  },
  {
    id: 'loneliness-after-retiring',
    topic: 'loneliness',
    title: 'Finding your feet after retiring',
    keywords: ['retired', 'retirement', 'since I retired', 'days feel empty', 'nothing to do all day', 'miss work', 'lost my purpose', 'too much time on my hands', 'pensioner', 'older and lonely', 'empty days'],
    text: "Retiring can leave a gap that's about more than money: the routine, the sense of purpose and the daily contact with colleagues go too. Give your days some shape again once you've retired, with a few fixed points each week, such as a regular walk with a friend, a class, a sports club or a weekly lunch. Volunteering is a good way to use your skills and meet people, and many charities, schools and community groups need help for a few hours a week. Try something you've always meant to learn, from a language to woodwork, ideally in a group. Keep in touch with former colleagues you liked by suggesting a coffee. Expect it to take a few months to settle into a new rhythm. If your mood stays low for weeks, talk to your doctor.",
  },
  {
    id: 'loneliness-older-relative',
    topic: 'loneliness',
    title: 'An older relative who is lonely',
    keywords: ['my grandad is lonely', 'grandma lonely since grandad died', 'elderly dad forgetful', 'nan on her own', 'elderly mum lonely', 'grandparent living alone', 'lonely older relative', 'worried about my elderly parent'],
    text: "Older people often become lonely after losing a partner, giving up driving or seeing friends die or move away. Regular contact helps most: a phone call at the same time each week, a visit or a video call they can look forward to. Help them find company nearby, such as a lunch club, a community centre, a faith group or a befriending service; Age UK and similar charities can tell you what's local, and going along with them the first time makes it easier. If they seem more forgetful, don't assume it's dementia, because grief, low mood, poor sleep, hearing loss, infections and some medicines can all affect memory. Suggest a check-up with their GP and offer to go with them, and make it soon if the changes are sudden or they're getting confused.",
  },
];
