import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on stress. */
export const stressPassages: readonly LibraryPassage[] = [
  {
    id: 'stress-breathing',
    topic: 'stress',
    title: 'Slow breathing to calm down',
    keywords: ['breathe', 'calm down quickly', 'panicky', 'tense', 'wound up', 'chest feels tight', 'box breathing', 'relax'],
    text: "Slow breathing is one of the quickest ways to tell your body it's safe. Sit or stand comfortably, drop your shoulders and breathe in gently through your nose for a count of four, then out through your mouth for a count of six, so the out-breath is longer than the in-breath. Keep going for two to five minutes. Don't force big breaths; slow and easy is the point. Practise once or twice a day this week when you're fairly calm, for example after brushing your teeth, so it's familiar when you need it. Then use it before a stressful call, in a queue, or when you notice your body tensing up.",
  },
  {
    id: 'stress-grounding',
    topic: 'stress',
    title: 'Grounding with your senses',
    keywords: ['5 4 3 2 1', 'spiralling', 'freaking out', 'losing it', 'feel out of control', 'present moment', 'mindfulness'],
    text: "When stress sweeps you away, grounding brings your attention back to the room you're in. Try the five-four-three-two-one exercise: name five things you can see, four you can feel, such as your feet on the floor or the chair under you, three you can hear, two you can smell and one you can taste. Say them quietly or in your head, slowly. Another option is to press your feet into the floor, hold something cold, or describe an object in front of you in detail. Practise once this week when you're calm, then use it whenever your thoughts start spiralling. It won't solve the problem, but it gives you enough calm to think about it.",
  },
  {
    id: 'stress-nerves-before-a-big-moment',
    topic: 'stress',
    title: 'Nerves before a big moment',
    keywords: ['presentation', 'public speaking', 'interview nerves', 'exam nerves', 'stage fright', 'nervous about tomorrow', 'performance anxiety', 'big day'],
    text: "Nerves before a presentation, interview or exam are normal: your body is getting ready to perform. Preparation helps most. Practise out loud at least twice, ideally to a friend or a timer, and know your opening lines well, since the start is usually the hardest part. Get everything ready the night before, then stop and wind down rather than going over it again late into the night. On the day, eat something, arrive early, and take a few slow breaths with a longer out-breath just before you begin. Focus on what your audience needs to hear rather than on how you look. A pause feels longer to you than to them. If nerves make you avoid things that matter to you, talk to your doctor.",
  },
  {
    id: 'stress-worry-time',
    topic: 'stress',
    title: 'Setting a daily worry time',
    keywords: ['worrying', 'worry about everything', 'overthinking', 'what ifs', 'ruminating', "can't stop thinking", 'constant worry'],
    text: "If worries follow you all day, give them an appointment instead. Choose a fifteen-minute slot at the same time each day, not close to bedtime. When a worry pops up outside that slot, write it down in a few words and tell yourself you'll deal with it later. When worry time comes, go through your list. For each item, ask whether there's something you can actually do. If there is, write the first small step and when you'll do it. If there isn't, practise letting it go until the next day's slot. Many people find that by the time worry time arrives, some of the worries have already shrunk. Give it at least a week or two.",
  },
  {
    id: 'stress-overwhelm',
    topic: 'stress',
    title: 'When everything feels too much',
    keywords: ['overwhelmed', 'too much on my plate', "don't know where to start", "can't think straight", 'drowning', 'swamped', 'snowed under'],
    text: "When everything feels like too much, your brain tries to hold it all at once. Get it out of your head and onto paper: write every task and worry in one list, big and small. Then pick only what truly has to happen today or this week, and circle no more than three. Break the first one into a step so small it takes ten minutes, and do just that. Put the rest out of sight for now. Look for anything you can drop, delay or ask someone else to help with, and actually ask. Repeat the list each morning for a week. Feeling overwhelmed is a signal to do less, more clearly, not to push harder.",
  },
  {
    id: 'stress-physical-signs',
    topic: 'stress',
    title: 'How stress shows up physically',
    keywords: ['headaches', 'tight shoulders', 'jaw clenching', 'stomach ache', 'heart pounding', 'tired but wired', 'symptoms', 'body'],
    text: "Stress doesn't only live in your thoughts. It can show up as tight shoulders, headaches, a clenched jaw, an upset stomach, a pounding heart, shallow breathing, poor sleep, or feeling tired but wired. Noticing these early lets you act before they build. This week, check in with your body two or three times a day: where are you tense, and how are you breathing? Loosen what you can, drop your shoulders and unclench your jaw. A short walk, a stretch or a few slow breaths can release some of the pressure. Because these signs can also have other causes, see a doctor if physical symptoms are new, severe or don't settle, rather than assuming it's all stress.",
  },
  {
    id: 'stress-when-it-is-more',
    topic: 'stress',
    title: 'When stress may be anxiety',
    keywords: ['anxiety', 'anxious all the time', 'panic attacks', 'nervous', 'on edge', 'therapy', 'counselling', 'mental health'],
    text: "Everyone feels stressed at times, and it usually eases when the pressure passes. It may be more than everyday stress if worry or fear is with you most days for several weeks, feels hard to control, stops you doing things you'd normally do, or comes with panic, constant tension or sleep that won't settle. That's common and treatable, and asking for help isn't a weakness. Make an appointment with your doctor and describe what you've noticed and for how long. You could also look into counselling or a talking therapy, which many people find helpful. In the meantime, keep up the basics: regular meals, movement, sleep and staying in touch with people.",
  },
  {
    id: 'stress-foundations',
    topic: 'stress',
    title: 'The basics that buffer stress',
    keywords: ['self care', 'run down', 'coping', 'resilience', 'look after myself', 'stressed out', 'frazzled'],
    text: "When life is stressful, the basics are often the first thing to slip, and that makes the stress harder to handle. Look after your foundations this week. Eat regular meals so your energy doesn't crash. Move your body every day, even a ten-minute walk, because physical activity helps your body work off tension. Protect your sleep with a steady wake-up time. Go easy on caffeine and alcohol, which can both leave you feeling more on edge. And plan one small thing each day that you enjoy, like music, a call with a friend or time outside. None of this removes the cause, but it gives you more capacity to deal with it.",
  },
  {
    id: 'stress-talking-it-through',
    topic: 'stress',
    title: 'Talking it through',
    keywords: ['vent', 'bottling it up', 'no one to talk to', 'support', 'open up', 'keeping it to myself', 'share how I feel'],
    text: "Keeping stress to yourself tends to make it heavier. Saying it out loud to someone you trust can shrink a problem, bring new ideas, or simply help you feel less alone with it. This week, choose one person, a friend, family member, colleague or someone in a support group, and tell them honestly how things are. You could start with, 'Things have been a lot lately, can I talk it through with you?' You don't need them to fix it; you can say you just want them to listen. If there's no one you feel able to talk to, or talking to friends isn't enough, a counsellor or your doctor is a good next step.",
  },
  {
    id: 'stress-what-you-can-control',
    topic: 'stress',
    title: 'Sorting what you can control',
    keywords: ['out of my control', 'helpless', 'powerless', 'letting go', 'acceptance', 'cant change it', 'uncertainty'],
    text: "A lot of stress comes from spending energy on things you can't change. Take a sheet of paper and draw two columns: things you can influence and things you can't. Put each worry in one column. For the ones you can influence, write one practical step and when you'll take it, then do the first step this week. For the ones you can't, such as other people's choices, the past or the state of the world, notice when your mind goes back to them and gently steer it to what's in front of you. Acceptance doesn't mean you like the situation, only that you stop fighting what you can't move.",
  },
  {
    id: 'stress-muscle-relaxation',
    topic: 'stress',
    title: 'Releasing tense muscles',
    keywords: ['progressive muscle relaxation', 'tension', 'stiff', 'clenched', 'relaxation exercise', 'body scan', 'uptight'],
    text: "Stress often settles into your muscles without you noticing. Progressive muscle relaxation helps you find and release it. Lie or sit comfortably. Starting with your feet, tense the muscles firmly for about five seconds, then let go completely and notice the difference for ten seconds. Move up through your calves, thighs, stomach, hands, arms, shoulders and face, one group at a time. The whole thing takes around ten to fifteen minutes. Try it once a day this week, perhaps in the evening, and it should become quicker and easier with practice. Go gently with, or skip, any area that's injured or painful.",
  },
  {
    id: 'stress-news-and-notifications',
    topic: 'stress',
    title: 'A break from news and notifications',
    keywords: ['doomscrolling', 'phone', 'social media', 'headlines', 'group chat', 'always on', 'information overload'],
    text: "Constant news, notifications and group chats keep your stress system switched on. This week, try setting limits rather than cutting everything off. Choose one or two set times a day to check the news, and avoid it first thing in the morning and in the last hour before bed. Turn off notifications for anything that isn't from a real person you need to hear from. Mute or leave chats and accounts that leave you feeling worse. Use some of that time for something that settles you, such as a walk, a call or a hobby. Notice how you feel after a few days; you can stay informed without being on alert all day.",
  },
];
