import type { Mood } from '@iyl/core/mood/constants';

/** The built-in coach's words for one mood (plain text, UK spelling, kind, practical, evidence-informed). */
export interface MoodContent {
  /** Two or three sentences for anyone feeling this mood today: name it, normalise it, one concrete thing to do. */
  advice: string;
  /**
   * One or two sentences linking the mood to what the customer is working on, used when they have a plan
   * in that area: sleep (a health plan about sleep or energy), money (a finance plan), relationships (a
   * relationship plan), movement (a health plan about exercise). Each must fit this mood specifically.
   */
  linked: { sleep: string; money: string; relationships: string; movement: string };
  /** At least 8 distinct challenges for today: short imperative sentences (8–90 characters), doable in under 15 minutes, no final full stop. */
  challenges: readonly string[];
}

export const moodContent: Record<Mood, MoodContent> = {
  Happy: {
    advice:
      'Feeling happy is worth noticing, not just passing through. Take a minute to write down what made today good, because savouring small wins helps them stick and gives you something to look back on later.',
    linked: {
      sleep: 'A good mood is a great time to protect tonight’s wind-down, so keep the evening light and easy and let today’s calm carry into your sleep.',
      money: 'Happy days can nudge us towards treats we don’t need. Enjoy the feeling, then check one purchase against your plan before you buy.',
      relationships: 'Happiness is catching. Share what went well today with someone close to you, and ask them about the best part of their day too.',
      movement: 'Use this lift in mood to get moving while it feels easy. A walk or short workout now builds a habit you can lean on when days are harder.',
    },
    challenges: [
      'Write down three things that made today good',
      'Send a kind message to someone who helped you recently',
      'Take a photo of something that made you smile today',
      'Spend five minutes outside and notice what you enjoy',
      'Tell someone one good thing that happened today',
      'Put on a favourite song and really listen to it',
      'Note one thing you did that led to today’s good mood',
      'Do one small, kind thing for someone without being asked',
      'Plan one simple thing to look forward to this week',
    ],
  },
  Anxious: {
    advice:
      'Anxiety is your body trying to protect you, and it is very common. Slow your breathing, name the worry in one sentence, then pick one small step you can take about it today. If this feeling lasts for weeks or includes thoughts of self-harm, please talk to a doctor or a local support line.',
    linked: {
      sleep: 'Worry often shows up at bedtime. Try writing your concerns on paper an hour before bed so your mind has less to hold on to when the lights go out.',
      money: 'Money worries feel bigger when they are vague. Look at one number in your plan today, such as your balance, so the worry has a clear shape.',
      relationships: 'When you feel anxious, it can help to tell one trusted person how you are feeling. You don’t need to explain everything, just say it out loud.',
      movement: 'Gentle movement burns off some of the nervous energy anxiety brings. A steady ten-minute walk can settle your heart rate and your thoughts.',
    },
    challenges: [
      'Breathe in for four counts and out for six, ten times',
      'Write your worry down in one sentence',
      'Pick one small step about your worry and do it now',
      'Name five things you can see and four you can hear',
      'Take a slow ten-minute walk without your phone',
      'Drink a glass of water and sit still for two minutes',
      'Tell one trusted person how you are feeling today',
      'Put off checking the news or social media for an hour',
      'Relax your shoulders and jaw, then notice how that feels',
    ],
  },
  Stressed: {
    advice:
      'Stress is a normal response to having a lot on your plate, and it tends to ease once things feel more manageable. Write down everything on your mind, then choose the one task that matters most today and let the rest wait.',
    linked: {
      sleep: 'Stress and short sleep feed each other. Set a firm stop time for work tonight so your body has a chance to switch off before bed.',
      money: 'If money is part of the pressure, pick one small admin task from your plan, like checking a bill, and finish it. Ticking it off eases the load.',
      relationships: 'Stress can make us short with the people we love. Let someone close know you are under pressure, so they understand and can offer support.',
      movement: 'Exercise is one of the best ways to clear stress hormones. Even fifteen minutes of brisk movement today can leave you feeling more in control.',
    },
    challenges: [
      'Write a list of everything on your mind, then circle one task',
      'Finish the single most important task before anything else',
      'Take a five-minute break away from your screen',
      'Say no to one thing you don’t have time for today',
      'Tidy your workspace for five minutes',
      'Go for a brisk walk around the block',
      'Ask someone for help with one task on your list',
      'Stretch your neck, back and shoulders for three minutes',
      'Switch off notifications for the next hour',
    ],
  },
  Calm: {
    advice:
      'Feeling calm is a lovely state, and it is a good moment to notice what helped you get here. Jot down what you did or avoided today, so you can come back to it when life gets busier.',
    linked: {
      sleep: 'A calm mind is the best start to a good night. Keep your routine gentle this evening and aim to be in bed at your usual time.',
      money: 'Calm is a great state for money decisions. Use it to review your plan clearly and make one choice you might rush on a busier day.',
      relationships: 'When you feel settled, you listen better. Make time for an unhurried conversation with someone important to you today.',
      movement: 'Calm days suit mindful movement. Try some slow stretching or yoga and pay attention to how your body feels as you move.',
    },
    challenges: [
      'Write down what helped you feel calm today',
      'Sit quietly for five minutes and just notice your breath',
      'Make a cup of tea and drink it without distractions',
      'Do ten minutes of slow stretching or gentle yoga',
      'Have an unhurried chat with someone you care about',
      'Read a few pages of a book you enjoy',
      'Tackle one decision you have been saving for a clear head',
      'Spend a few minutes looking at the sky or some trees',
      'Write one thing you want to keep doing to stay calm',
    ],
  },
  Excited: {
    advice:
      'Excitement brings real energy and motivation, which is great to have. Channel it into something useful by starting one thing you have been meaning to begin, and take a moment to slow down so the buzz doesn’t turn into rushing.',
    linked: {
      sleep: 'Excitement can keep you up late. Give yourself a calm half hour before bed, away from screens, so the buzz settles in time for sleep.',
      money: 'Excitement can lead to quick spending decisions. Wait a day before any big purchase, and check it still fits your plan tomorrow.',
      relationships: 'Share your excitement with someone who will be glad for you. Telling people about good news tends to make the feeling last longer.',
      movement: 'Put this energy to work with a workout you enjoy. Excited days are ideal for trying something new, like a different route or class.',
    },
    challenges: [
      'Start one project you have been meaning to begin',
      'Write down what you are excited about and why',
      'Share your good news with someone who will be glad for you',
      'Turn your excitement into a three-step plan',
      'Try a new route for your walk or run today',
      'Wait 24 hours before making any big purchase',
      'Take three slow breaths before your next decision',
      'Put one exciting date or event in your calendar',
      'Dance to one upbeat song in your kitchen',
    ],
  },
  Sad: {
    advice:
      'Feeling sad is part of being human, and it is okay to have low days. Be gentle with yourself: reach out to someone you trust, get some daylight and try a little gentle movement. If the sadness lasts for weeks or includes thoughts of self-harm, please talk to a doctor or a local support line.',
    linked: {
      sleep: 'Low mood can make sleep patchy or make you want to stay in bed. Try to get up at your usual time and get some morning light to steady your body clock.',
      money: 'When you feel low, comfort spending can be tempting. Be kind to yourself and choose a free comfort today, like a walk or a call with a friend.',
      relationships: 'Sadness can make us pull away, but connection helps. Send a short message to someone you trust, even if it is just to say hello.',
      movement: 'Gentle movement can lift a low mood a little. You don’t need a full workout today, a slow walk in daylight is more than enough.',
    },
    challenges: [
      'Send a short message to someone you trust',
      'Step outside for ten minutes of daylight',
      'Take a slow, gentle walk around your street',
      'Write down one thing, however small, that went okay today',
      'Make yourself a warm drink and sit somewhere comfortable',
      'Listen to a song that feels comforting',
      'Open the curtains and let more light into your room',
      'Eat a proper meal or a nourishing snack',
      'Say one kind thing to yourself, as you would to a friend',
    ],
  },
  Grateful: {
    advice:
      'Gratitude is a powerful feeling, and research links it with better mood and stronger relationships. Make it count by telling one person what you appreciate about them, not just thinking it.',
    linked: {
      sleep: 'Ending the day with gratitude can help you drift off more easily. Write down three things you are thankful for just before you go to sleep.',
      money: 'Gratitude helps us notice what we already have. Look at your plan and recognise one bit of progress you have made, however small.',
      relationships: 'Feeling grateful is the perfect prompt to thank someone. A specific thank you, said out loud or written down, can strengthen a relationship.',
      movement: 'Take a moment to appreciate what your body can do. Thank it with some movement you genuinely enjoy, rather than one you feel you should do.',
    },
    challenges: [
      'Thank someone for something specific they did',
      'Write down three things you are grateful for today',
      'Write a short thank-you note to a friend or colleague',
      'Notice one everyday thing you usually take for granted',
      'Recognise one bit of progress you have made this month',
      'Leave a kind review for a local business you like',
      'Tell a family member one thing you love about them',
      'Take a mindful walk and notice three things you appreciate',
      'Give a genuine compliment to someone you meet today',
    ],
  },
  Confident: {
    advice:
      'Feeling confident is a great place to be, and it won’t always last, so use it well. Take on the task you have been putting off, and notice what gave you this confidence so you can draw on it again.',
    linked: {
      sleep: 'Confidence is a good time to commit to a better bedtime. Choose a time, tell yourself you will stick to it, and follow through tonight.',
      money: 'Use this confidence to tackle the money task you have been avoiding, such as asking about a bill or setting up a savings transfer.',
      relationships: 'Confident days are a good time for honest conversations. Say something you have been holding back, kindly and clearly.',
      movement: 'Feeling confident is a great moment to push yourself a little. Add a few minutes or a little more effort to your usual workout today.',
    },
    challenges: [
      'Do the task you have been putting off',
      'Make the phone call you have been avoiding',
      'Set one goal for the week and write it down',
      'Speak up with one idea in a meeting or conversation',
      'Ask for the feedback you have been meaning to request',
      'Write down what gave you this confidence today',
      'Offer to help someone with something you are good at',
      'Add a few extra minutes to your usual workout',
      'Send the email you have been drafting in your head',
    ],
  },
  Angry: {
    advice:
      'Anger is a normal emotion, often a sign that something matters to you or feels unfair. Pause before you reply to anyone, move your body to let off some steam, and come back to the issue once you have cooled down.',
    linked: {
      sleep: 'Going to bed angry can keep your mind racing. Write down what annoyed you and one thing you will do about it tomorrow, then let it rest for tonight.',
      money: 'Anger can lead to impulsive spending or rash money decisions. Hold off on any financial choices today until you feel more settled.',
      relationships: 'If your anger involves someone close, wait until you have cooled down before talking. Then use “I feel” statements rather than blame.',
      movement: 'Movement is one of the best outlets for anger. A brisk walk, a run or some hard exercise can help you work through the tension safely.',
    },
    challenges: [
      'Wait ten minutes before replying to any message',
      'Go for a fast walk to let off some steam',
      'Splash cold water on your face and take three slow breaths',
      'Write down what made you angry, then put it away',
      'Count slowly to twenty before you speak',
      'Do twenty squats or star jumps to release tension',
      'Name what is underneath the anger, such as hurt or worry',
      'Step away from the situation for a few minutes',
      'Decide on one fair thing you can do about the problem',
    ],
  },
};
