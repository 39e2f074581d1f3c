import type { LibraryTopic } from './types.ts';

/** Questions as customers type them, each with the library topic that should answer it. */
/** `also`: a question fairly answered from either of two subjects ("fighting about money" is money and the couple). */
export const everydayQuestions: readonly { question: string; topic: LibraryTopic; also?: LibraryTopic }[] = [
  { question: 'how can i fall asleep faster', topic: 'sleep' },
  { question: 'I keep waking up at 3am and cant get back to sleep', topic: 'sleep' },
  { question: 'is it bad to have coffee in the afternoon', topic: 'sleep' },
  { question: 'should i nap after work', topic: 'sleep' },
  { question: 'i work nights and struggle to sleep in the day', topic: 'sleep' },
  { question: 'my mind wont shut off when i go to bed', topic: 'sleep' },
  { question: 'how many hours sleep do i actually need?', topic: 'sleep' },

  { question: 'im so stressed i cant think straight', topic: 'stress' },
  { question: 'how do i calm down quickly', topic: 'stress' },
  { question: 'i worry about everything all the time', topic: 'stress' },
  { question: 'my shoulders are always tight and i get headaches from stress', topic: 'stress' },
  { question: "there's too much on my plate and i dont know where to start", topic: 'stress' },
  { question: 'how do i know if its anxiety or just stress', topic: 'stress' },

  { question: 'i havent exercised in years where do i start', topic: 'movement' },
  { question: 'is walking enough exercise?', topic: 'movement' },
  { question: 'my back hurts from sitting at my desk all day', topic: 'movement' },
  { question: 'i never have time to work out', topic: 'movement' },
  { question: 'my legs are really sore after the gym is that normal', topic: 'movement' },
  { question: 'how do I stay motivated to exercise', topic: 'movement' },

  { question: 'i always snack at night when im bored', topic: 'eating' },
  { question: 'how do i eat healthy on a tight budget', topic: 'eating' },
  { question: 'how much water should i drink a day', topic: 'eating' },
  { question: 'i skip breakfast and then eat everything in sight later', topic: 'eating' },
  { question: 'i never plan meals, what should i cook this week', topic: 'eating' },
  { question: 'am i eating enough protien', topic: 'eating' },

  { question: 'i never have money left at the end of the month', topic: 'money' },
  { question: 'how do i make a budget', topic: 'money' },
  { question: 'my income is different every month how do i budget', topic: 'money' },
  { question: 'my partner and i keep fighting about money', topic: 'relationships', also: 'money' },
  { question: 'i keep buying stuff online i dont need', topic: 'money' },
  { question: 'how can i cut down my bills', topic: 'money' },

  { question: 'how do I pay off my credit card', topic: 'debt' },
  { question: 'should i pay the smallest debt first or the one with the biggest interest', topic: 'debt' },
  { question: 'i cant afford my loan repayments this month', topic: 'debt' },
  { question: 'debt collectors keep ringing me', topic: 'debt' },
  { question: 'is a consolidation loan a good idea', topic: 'debt' },
  { question: 'thinking of getting a payday loan to cover rent', topic: 'debt' },

  { question: 'how much should i have in an emergency fund', topic: 'saving' },
  { question: 'i never manage to save anything', topic: 'saving' },
  { question: 'how do i save when i barely earn enough', topic: 'saving' },
  { question: 'saving for a holiday next year, how much per month?', topic: 'saving' },
  { question: 'do i need to think about a pension in my 20s', topic: 'saving' },
  { question: 'should i save or pay off my debts first', topic: 'debt', also: 'saving' },

  { question: 'how do i tell my friend she hurt me', topic: 'relationships' },
  { question: 'i feel really lonely since i moved', topic: 'loneliness' },
  { question: 'we had a huge fight how do we make up', topic: 'relationships' },
  { question: 'my mum always criticises me at family dinners', topic: 'relationships' },
  { question: 'how do i get over my ex', topic: 'relationships' },
  { question: 'my girlfriend lives in another country how do we make it work', topic: 'relationships' },
  { question: 'how do i say no to people without feeling guilty', topic: 'relationships' },

  { question: 'my toddler screams when we leave the park', topic: 'parenting' },
  { question: 'my kids wont go to bed', topic: 'parenting' },
  // A parent asking about a child of an age they give: the family's screen plan (parenting).
  { question: 'how much screen time is ok for a 7 year old', topic: 'parenting' },
  { question: 'my teenager doesnt talk to me anymore', topic: 'parenting' },
  { question: 'my kids fight constantly', topic: 'parenting' },
  { question: 'im exhausted and snapping at my kids all the time', topic: 'parenting' },
  { question: 'my son only eats pasta', topic: 'parenting' },

  { question: 'my boss keeps emailing me at night', topic: 'work' },
  { question: 'i keep putting off a big project', topic: 'motivation', also: 'work' },
  { question: 'how do I ask for a raise', topic: 'work' },
  { question: 'i cant concentrate at work', topic: 'work' },
  { question: 'im totally burnt out', topic: 'work' },
  { question: 'too many meetings i cant get any work done', topic: 'work' },
  { question: 'been applying for jobs for months and getting nowhere', topic: 'work' },
];

/** Questions the built-in coach has nothing for, and should say so honestly. */
export const offTopicQuestions: readonly string[] = [
  'what is the capital of peru',
  "can you fix my car's gearbox",
  'write me a python script',
  'who won the football last night',
  "what's the best stock to buy right now",
  'translate this into french please',
  'whats the weather tomorrow',
  'how do i install windows 11',
  'recommend a good netflix series',
  'how tall is mount everest',
  'what year did the second world war end',
  'is bitcoin going to go up',
];
