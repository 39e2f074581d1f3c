import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on relationships. */
export const relationshipsPassages: readonly LibraryPassage[] = [
  {
    id: 'relationships-difficult-conversations',
    topic: 'relationships',
    title: 'Having a difficult conversation',
    keywords: ['confront', 'bring something up', 'tell a friend they hurt me', 'upset me', 'awkward talk', 'raise an issue', 'speak up', 'hard conversation'],
    text: "Difficult conversations go better with a little preparation. Before you talk, get clear on the one main thing you want the other person to understand and what you'd like to happen next. Pick a private, calm time, not when either of you is tired, hungry or rushing out. Start gently and talk about your own experience, for example, 'I felt hurt when plans changed at the last minute', rather than 'You always let me down'. Then ask for their side and really listen. Stick to one issue. If it gets heated, agree to pause and come back to it. It's fine to write down your main points beforehand so you don't lose your thread.",
  },
  {
    id: 'relationships-listening',
    topic: 'relationships',
    title: 'Listening so people feel heard',
    keywords: ['not listening', "doesn't feel heard", 'communication', 'understand each other', 'support a friend', 'empathy', 'interrupting'],
    text: "Feeling truly heard is one of the most powerful things you can give someone. Next time someone you care about talks to you, put your phone away and turn towards them. Let them finish before you respond, and resist jumping in with advice, solutions or your own story. Instead, reflect back what you heard, such as, 'So it sounds like you felt really let down', and ask open questions like, 'What was that like?' or 'What would help?' Notice their feelings as well as the facts. If you're not sure whether they want support or solutions, ask. Try this in one conversation a day this week and see how the other person responds.",
  },
  {
    id: 'relationships-fighting-fair',
    topic: 'relationships',
    title: 'Arguing without hurting each other',
    keywords: ['arguments', 'fighting all the time', 'rows', 'bickering', 'shouting at each other', 'disagreements', 'partner'],
    text: "Disagreements are normal in any close relationship; how you argue matters more than whether you do. Agree a few ground rules while you're both calm: no name-calling, no dragging up old rows, no threats to leave, and one issue at a time. Describe the problem, not the person, so 'the dishes keep piling up' instead of 'you're lazy'. If either of you feels flooded, with a racing heart or an urge to shout, take a break of at least twenty minutes and do something calming, then come back. Agreeing on a code word for a pause can help. Aim to understand each other, not to win.",
  },
  {
    id: 'relationships-repair-after-conflict',
    topic: 'relationships',
    title: 'Making up after an argument',
    keywords: ['apologise', 'apology', 'say sorry', 'make up', 'after a big fight', 'huge row', 'reconcile', 'silent treatment'],
    text: "After an argument, repair matters more than who was right. Once you've both calmed down, go back to the other person and acknowledge your part, even if it's only a part: 'I'm sorry I raised my voice. That wasn't fair.' A good apology names what you did, recognises how it affected them, and says what you'll do differently, without adding 'but'. Then ask what they need, and listen. If they're not ready to talk, let them know you're there when they are. Small gestures like a hug, a cup of tea or a kind message can help you reconnect. If the same arguments keep going round in circles, couples or family counselling can help you break the pattern.",
  },
  {
    id: 'relationships-loneliness',
    topic: 'relationships',
    title: 'When you feel lonely',
    keywords: ['lonely', 'isolated', 'alone', 'no friends', 'moved to a new city', 'nobody to talk to', 'disconnected'],
    text: "Loneliness is a common feeling, and it can happen even when you're surrounded by people. It's a signal that you need more connection, not a sign that something is wrong with you. Start small this week. Reach out to one person you've lost touch with; a short message like 'Thought of you today, how are things?' is enough. Say yes to one invitation, or make one yourself. Put yourself in places where you see the same faces regularly, like a class, a club, a place of worship or a volunteering group. Even small chats with neighbours or shop staff help. If loneliness is weighing heavily on your mood, talk to your doctor or a counsellor.",
  },
  {
    id: 'relationships-making-friends',
    topic: 'relationships',
    title: 'Making friends as an adult',
    keywords: ['meet people', 'new friends', 'social life', 'find my people', 'shy', 'friendship', 'clubs', 'socialising'],
    text: "Making friends as an adult takes more deliberate effort than it did at school, and that's normal. Friendships grow from seeing the same people regularly and doing things together. Pick one regular activity that interests you, such as a sports team, choir, walking group, evening class or volunteering, and commit to going for at least two months. When you click with someone, take a small step: suggest a coffee, a walk or going to the next session together. Follow up; plenty of people are waiting for someone else to make the first move. Expect some invitations not to work out, and don't take it personally. Friendships deepen slowly, with time and shared experiences.",
  },
  {
    id: 'relationships-boundaries',
    topic: 'relationships',
    title: 'Setting kind, clear boundaries',
    keywords: ['say no', 'people pleaser', 'taken advantage of', 'feel guilty saying no', 'doormat', 'limits', 'too nice'],
    text: "A boundary is a limit on what you will and won't do, so you can look after yourself and your relationships. Signs you might need one include feeling resentful, drained or taken for granted. Decide what matters most, then say it simply and kindly: 'I can't lend money at the moment', or 'I'm happy to talk, but not after ten at night.' You don't owe a long explanation. Expect some pushback, especially from people used to the old way, and repeat yourself calmly rather than arguing. Then follow through on what you said. Start with one small boundary this week. Boundaries are about your own behaviour, not about controlling someone else's.",
  },
  {
    id: 'relationships-long-distance',
    topic: 'relationships',
    title: 'Keeping long distance close',
    keywords: ['LDR', 'different country', 'far away', 'miss them', 'video calls', 'time difference', 'living apart'],
    text: "Long-distance relationships work best with intention. Agree together how often you'll talk and how, so neither of you is left guessing, but keep it flexible around work and time zones. Mix up the contact: a quick message during the day, a longer video call, a voice note, a letter or a small parcel. Do things together at a distance, like watching the same film, cooking the same meal or playing an online game. Talk openly about worries, such as jealousy or feeling left out, rather than letting them fester. Always have the next visit planned, even if it's months away, and talk about your longer-term plan for living closer.",
  },
  {
    id: 'relationships-breakups',
    topic: 'relationships',
    title: 'Getting through a breakup',
    keywords: ['broke up', 'ex', 'heartbreak', 'divorce', 'separation', 'dumped', 'get over someone', 'heartbroken'],
    text: "A breakup can hurt as much as any loss, even when it was the right decision. Let yourself grieve; sadness, anger and relief can all come and go. Lean on friends and family, and tell them what helps, whether that's distraction or a chance to talk. Keep your routine going with regular meals, sleep and some movement, even when you don't feel like it. Consider muting or unfollowing your ex on social media for a while, and put reminders out of sight, so you aren't reopening the wound each day. Hold off on big decisions for now. If weeks pass and you're still struggling to function, or your mood stays very low, a counsellor or your doctor can help.",
  },
  {
    id: 'relationships-family-tension',
    topic: 'relationships',
    title: 'Handling family tension',
    keywords: ['parents', 'in-laws', 'mum', 'dad', 'criticises me', 'critical', 'family dinners', 'holidays with family', 'relatives'],
    text: "Family relationships can be the hardest because they come with long histories and old roles. Before a family gathering, decide what you can realistically expect and which topics you'll steer away from. Have a few phrases ready, such as 'Let's not get into that today', and give yourself permission to step outside for a walk or leave early. Spend time with the relatives you get on with. If there's a specific issue, raise it one-to-one at a calm moment rather than in front of everyone. You can't change how others behave, only how you respond. If family tension is affecting your wellbeing, talking to a counsellor, on your own or together, can help.",
  },
  {
    id: 'relationships-staying-close',
    topic: 'relationships',
    title: 'Staying close as a couple',
    keywords: ['drifting apart', 'spark', 'romance', 'date night', 'feel like roommates', 'intimacy', 'quality time', 'marriage'],
    text: "In long relationships, closeness tends to fade not through big fights but through busy days and distraction. Small, regular moments keep you connected. This week, try a daily ten-minute check-in without phones: ask about each other's day and really listen. Notice and thank your partner for the small things they do. Plan one shared activity that isn't chores or admin, even a walk or cooking together. Show affection in the ways they most appreciate, which might be words, touch, time or practical help; ask them if you're not sure. Stay curious about each other. If you've felt stuck or distant for a long time, couples counselling can help you reconnect.",
  },
];
