import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on motivation: starting, keeping going and finishing. */
export const motivationPassages: readonly LibraryPassage[] = [
  {
    id: 'motivation-procrastination',
    topic: 'motivation',
    title: 'Getting round to things you avoid',
    keywords: ['procrastination', 'procrastinating', 'putting off chores', 'putting off life admin', 'life admin', 'avoiding jobs', "can't make myself", 'never get round to it', 'dreading a task'],
    text: "Putting things off is rarely laziness; it's usually a way of dodging a feeling, such as boredom, dread or fear of doing it badly. Shrink the first step until it feels almost too easy, for example 'find the insurance letter' rather than 'sort out the car insurance'. Give yourself permission to stop after five minutes, because starting is the hardest part and you'll often carry on once you've begun. Pair a dull job with something pleasant, like a podcast or a cup of tea. Write the first step and a time for it on paper, so the decision is already made when the moment comes. Forgive yourself for the delay so far, since guilt tends to feed more avoidance rather than action.",
  },
  {
    id: 'motivation-when-you-dont-feel-like-it',
    topic: 'motivation',
    title: "Acting before you feel like it",
    keywords: ['no motivation', 'unmotivated', "don't feel like it", 'no willpower', 'consistency', 'staying consistent', 'stick to things', 'motivated', 'keep it up'],
    text: "Motivation often follows action rather than coming before it, so waiting to feel like it can mean waiting a long time. Decide on a minimum version of your habit that you could manage on your worst day, such as two minutes of tidying, one page of reading or a walk to the end of the road. On low days, do only the smallest version of your habit and count it as a win. Tie the habit to something you already do every day, like your morning coffee, so you don't have to rely on remembering. Plan for obstacles in advance with an if-then line, such as 'If I'm home late, I'll do the short version before dinner.' Consistency comes from showing up often, not from perfect days.",
  },
  {
    id: 'motivation-tiny-habits',
    topic: 'motivation',
    title: 'Tiny habits over big goals',
    keywords: ['new habit', 'build a habit', 'habit forming', 'small steps', 'big goals', 'resolutions', 'new year resolution', 'start small', 'how long to form a habit', 'change my life'],
    text: "Big goals are useful for direction, but daily life runs on small habits. Turn your goal into one action so small it's easy to do today: two press-ups, a glass of water with breakfast, or writing one sentence. Attach the action to an existing routine, for example 'after I brush my teeth, I'll do two minutes of stretching'. Once the tiny version feels automatic, grow it gradually rather than jumping straight to the full goal. Work on one or two new habits at a time, because changing everything at once tends to collapse within weeks. Research suggests a new habit takes around two months on average to feel automatic, and often longer, so expect some effort for a while.",
  },
  {
    id: 'motivation-restarting-after-a-lapse',
    topic: 'motivation',
    title: 'Restarting after a lapse',
    keywords: ['fell off the wagon', 'bad week', 'broke my streak', 'lost my streak', 'gave up', 'start again', 'back on track', 'slipped up', 'missed a few days', 'starting over'],
    text: "A lapse is a normal part of building any habit, not proof that you've failed. Missing a single day makes very little difference to how well a habit forms; what matters is getting back to it quickly. A simple rule helps: never miss twice in a row. After a bad week, restart with a smaller version than before, so the first day back is easy to win. Look at what got in the way, such as illness, a busy spell or a change in routine, and plan around it next time. Talk to yourself the way you'd talk to a friend who slipped up. Harsh self-criticism makes quitting more likely, while kindness makes restarting easier.",
  },
  {
    id: 'motivation-finishing',
    topic: 'motivation',
    title: 'Finishing what you start',
    keywords: ['never finish anything', 'half finished', 'unfinished', 'start lots of things', 'follow through', 'lose steam', 'abandon things', 'see it through', 'complete'],
    text: "If you start plenty but finish little, the middle is usually where things stall, once the novelty has worn off and the end still feels far away. Before starting something new, write down what finished looks like, so you know when you're done. Break the work into short stages, each with a visible end, and tick them off where you can see them. Limit yourself to one or two things in progress at a time. Keep a list of new ideas to start later rather than starting them now. When you reach the dull middle, expect it and keep going with short, regular sessions. Tell someone your finish date, because a friendly check-in makes following through more likely.",
  },
  {
    id: 'motivation-systems-not-willpower',
    topic: 'motivation',
    title: 'Systems instead of willpower',
    keywords: ['self discipline', 'self-discipline', 'willpower', 'no discipline', 'weak willed', 'temptation', 'lack of discipline', 'set up my environment', 'disciplined'],
    text: "Self-discipline is less about willpower and more about setting things up so the right choice is the easy one. People who seem disciplined often just face fewer temptations, because they've arranged their surroundings. Make the habit you want obvious and close to hand: put your trainers by the door, leave the book on your pillow, keep fruit on the counter. Make the habit you want to drop a little harder: log out of tempting apps, keep snacks in a high cupboard, leave the credit card at home. Decide in advance when and where you'll do things, and put them in your calendar. Self-control tends to slip when you're tired, hungry or stressed, so plan important habits for times you're fresher.",
  },
  {
    id: 'motivation-losing-interest',
    topic: 'motivation',
    title: 'Losing interest after a few weeks',
    keywords: ['lose interest', 'get bored', 'novelty wears off', 'gave up after two weeks', 'enthusiasm fades', 'quit after a few weeks', 'bored of it', 'new hobby', 'fizzle out', 'stick to habits', 'always give up after a week', 'give up after a week', 'start with loads of energy', "can't stick to anything"],
    text: "Almost everyone loses enthusiasm a few weeks into something new, once the novelty fades and progress slows. Expect the dip in enthusiasm, and plan for it before it arrives. Keep the habit but change how you do it: a new walking route, a different recipe, a friend to join you, or a fresh playlist. Write down why you started and put the note somewhere you'll see it. Track small signs of progress, such as sleeping better or feeling calmer, rather than only the big result. If you've given something a fair try of two or three months and still dread it, it's fine to swap it for a different activity that serves the same goal.",
  },
  {
    id: 'motivation-weekends',
    topic: 'motivation',
    title: 'Weekends with no drive',
    keywords: ['lazy weekend', 'wasted weekend', 'do nothing at weekends', 'days off', 'lie on the sofa all day', 'sunday', 'saturday', 'unproductive', 'no energy at weekends', 'no drive'],
    text: "Weekends without any structure can slide into scrolling and sofa time, leaving you feeling flat rather than rested. Rest is valuable, so there's no need to fill every hour. Plan one or two anchors for each day instead, such as a morning walk, a meal with someone or one small job you'll be glad you did. Get up within an hour or so of your weekday time, because long lie-ins can leave you groggy and shift your sleep. Get outside in daylight early in the day. Do your planned anchor before you settle into your phone. Notice afterwards how you felt, so you can repeat what left you refreshed.",
  },
  {
    id: 'motivation-rewards-and-tracking',
    topic: 'motivation',
    title: 'Rewards and tracking progress',
    keywords: ['reward myself', 'habit tracker', 'streaks', 'tick off', 'progress', 'accountability', 'accountability partner', 'treat myself', 'checklist'],
    text: "Seeing progress is motivating in itself, so make yours visible. Use a simple tracker, such as a wall calendar where you cross off each day, a note on your phone or a habit list in an app. Keep tracking quick, or it becomes another chore. Give yourself a small reward soon after doing the habit, like a favourite drink, a song or a few minutes of something you enjoy, because rewards that come straight away shape habits more than distant ones. Avoid rewards that undo the goal, such as a takeaway after every workout. An accountability partner helps many people, so agree with a friend to message each other when you've each done the day's habit. Review your tracker weekly and adjust rather than judge.",
  },
  {
    id: 'motivation-low-mood',
    topic: 'motivation',
    title: 'When low drive may be low mood',
    keywords: ["can't be bothered with anything", 'nothing interests me', 'lost interest in everything', 'depressed', 'depression', 'feel flat', 'numb', 'no joy', 'no energy for anything', 'what is the point'],
    text: "Sometimes a lack of drive isn't a motivation problem at all. If you've felt low, flat or hopeless most days for two weeks or more, lost interest in things you used to enjoy, or noticed changes in your sleep, appetite or energy, you may be dealing with low mood or depression. Low mood is common and treatable, and it isn't a failure of willpower. Make an appointment with your doctor and describe what you've noticed and how long it has lasted. Physical causes such as anaemia or thyroid problems can also sap energy, and a doctor can check for them. If you ever have thoughts of harming yourself, contact your doctor urgently, call emergency services, or in the UK and Ireland call Samaritans free on 116 123.",
  },
  {
    id: 'motivation-getting-past-procrastination',
    topic: 'motivation',
    title: 'Getting past procrastination',
    keywords: ['procrastinating', 'putting things off', 'keep delaying', "can't get started", 'avoiding tasks', 'last minute', 'motivation'],
    text: "Procrastination is usually about avoiding an uncomfortable feeling, like boredom, uncertainty or fear of doing it badly, rather than laziness. Make starting easier. Break the task into the smallest next action, such as 'open the document and write three rough points', and commit to just ten minutes. Often you'll keep going once you've started. Remove easy distractions: close other tabs and put your phone in another room. Tell someone what you'll have done by a set time. Be kind to yourself about past delays; beating yourself up tends to lead to more avoidance. This week, pick the task you've been putting off longest and do the first tiny step first thing the next morning.",
  },
  {
    id: 'motivation-feeling-low-for-a-while',
    topic: 'motivation',
    title: "When you've felt low for a while",
    keywords: ['feeling low', 'feel low', 'been feeling low', 'feeling low for weeks', 'feeling down', 'feel down', 'down all the time', 'flat', 'feel flat', 'nothing is fun', 'nothing feels fun', "can't enjoy anything", "don't enjoy anything", 'empty', 'feel empty', 'miserable', 'joyless'],
    text: "If you've been feeling low, down or flat for a while, do one small thing each day that used to give you pleasure or a sense of achievement, whether or not you feel like it, such as a short walk, a shower, a call to a friend or cooking something simple. Mood often follows action rather than the other way round. Get outside in daylight, and keep regular times for getting up and eating. Tell someone you trust how you feel. If you've felt low or empty, or unable to enjoy anything, most days for two weeks or more, see your GP: low mood is common and treatable, and talking therapy can help. If you ever feel you can't go on, contact your doctor urgently or, in the UK and Ireland, call Samaritans free on 116 123, day or night.",
  },
];
