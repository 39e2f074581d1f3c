import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on parenting. */
export const parentingPassages: readonly LibraryPassage[] = [
  {
    id: 'parenting-tantrums',
    topic: 'parenting',
    title: 'Riding out tantrums',
    keywords: ['meltdown', 'toddler', 'screaming', 'kicking off', 'terrible twos', 'throws himself on the floor', 'crying fits', 'preschooler'],
    text: "Tantrums are a normal part of development, especially for toddlers, whose feelings are big and whose self-control is still growing. During a tantrum, stay calm and close, keep them safe, and say little: 'You're really angry. I'm here.' Don't try to reason or bargain mid-meltdown, and don't give in to whatever sparked it, or tantrums become a strategy. Once it passes, offer a cuddle and move on without a lecture. To prevent them, watch for triggers such as hunger, tiredness and sudden changes, and offer simple choices like 'red cup or blue cup?' If tantrums are very frequent or intense, or continue well past the preschool years, talk to your child's doctor or health nurse.",
  },
  {
    id: 'parenting-transitions',
    topic: 'parenting',
    title: 'Leaving without a battle',
    keywords: ['leave the park', 'turn off the tv', 'wont stop playing', 'getting out the door', 'switching activities', 'kids', 'refuses to leave'],
    text: "Many children melt down when they have to stop something fun, like leaving the park or turning off the TV. Give them time to adjust. Warn them ahead: 'Five more minutes, then we're going home', and again at one minute. A visual timer helps younger children see time passing. Give them a role in the change, like choosing the last slide or carrying the keys, and mention something to look forward to next. Acknowledge the feeling without changing the decision: 'You're sad to leave. It was fun.' Then follow through calmly, even if there are tears. Being consistent this week will make transitions easier over time, because your child learns what to expect.",
  },
  {
    id: 'parenting-kids-bedtime',
    topic: 'parenting',
    title: 'A bedtime routine for kids',
    keywords: ["won't go to bed", 'keeps getting up', 'bedtime battles', 'child sleep', 'toddler sleep', 'stalling at bedtime', 'kids'],
    text: "A predictable bedtime routine helps children wind down and fall asleep more easily. Keep the same order every night, taking about twenty to thirty minutes, for example bath, pyjamas, teeth, a story and lights out. Start at the same time each evening, most nights of the week. Switch off screens at least an hour before bed and keep devices out of the bedroom. Make the room dark, quiet and comfortable, with a dim night light if they want one. If your child keeps getting up, calmly and quietly walk them back to bed each time with as little fuss as possible. Sleep needs change with age, so if you're worried your child isn't getting enough, ask their doctor.",
  },
  {
    id: 'parenting-screen-time',
    topic: 'parenting',
    title: 'A family plan for screens',
    keywords: ['ipad', 'tablet', 'gaming', 'youtube', 'how much screen time is ok', 'year old', 'video games', 'kids and phones'],
    text: "Rather than counting every minute, think about what screens are replacing. Children need enough sleep, physical activity, family time and play, so make sure those come first. Agree a family plan together: when screens are allowed, where, and for how long. Screen-free times that work for many families include meals, the hour before bed and the bedroom overnight. Choose good-quality content and watch or play with younger children when you can, talking about what they see. For older children and teens, agree the rules together and explain your reasons. Give a warning before time's up. And notice your own phone use; children copy what we do more than what we say.",
  },
  {
    id: 'parenting-teens-talking',
    topic: 'parenting',
    title: 'Getting teenagers talking',
    keywords: ['teenager', 'teen', "won't talk to me", 'moody', 'one word answers', 'stays in room', 'adolescent', 'shuts me out'],
    text: "Teenagers often talk more when it doesn't feel like a conversation. Side-by-side moments work well: in the car, cooking, walking the dog or late in the evening. Ask open questions about their world, such as friends, music or games, not just school and chores. When they do share, listen more than you speak and hold back from lecturing, fixing or overreacting, even if what you hear worries you; you want them to come back next time. Respect their growing need for privacy, while staying interested and keeping clear, agreed rules about safety. Let them know you're always willing to listen. If you're worried about big changes in mood or behaviour, talk to their school or doctor.",
  },
  {
    id: 'parenting-sibling-fights',
    topic: 'parenting',
    title: 'When siblings fight',
    keywords: ['brothers', 'sisters', 'kids fighting', 'sibling rivalry', 'bickering', 'jealous of the baby', 'hitting each other'],
    text: "Some squabbling between siblings is normal and helps children learn to negotiate, but constant fighting wears everyone down. Stay out of minor disputes where you can, and coach rather than judge when you step in: describe the problem, ask each child what they want, and help them come up with a solution together. Avoid comparing them or taking sides. Step in quickly if anyone is getting hurt. Set a few clear family rules, such as no hitting and no name-calling, and apply them consistently. Try to spend a little one-to-one time with each child every day, even ten minutes, since fights often come from competing for attention. Praise them when they play well together.",
  },
  {
    id: 'parenting-burnout',
    topic: 'parenting',
    title: 'When parenting wears you out',
    keywords: ['exhausted parent', 'mum burnout', 'dad burnout', 'no time for myself', 'snapping at my kids', 'touched out', 'running on empty', 'tired mum'],
    text: "Feeling exhausted, short-tempered and like you're running on empty is very common for parents, and it doesn't mean you're doing it wrong. Looking after yourself is part of looking after your children. This week, lower the bar on something that doesn't matter much, such as a spotless house or homemade meals. Ask for specific help from a partner, family member or friend, like taking the children for an hour. Grab small breaks: a walk, a cup of tea while it's hot, an early night. Talk to other parents; you'll find you're not alone. If you feel low, hopeless or constantly overwhelmed for more than a couple of weeks, talk to your doctor.",
  },
  {
    id: 'parenting-praise',
    topic: 'parenting',
    title: 'Praise that encourages',
    keywords: ['encouragement', 'self-esteem', 'confidence', 'positive parenting', 'good behaviour', 'rewards', 'motivate my child'],
    text: "Praise works best when it's specific and focused on effort rather than on being clever or good. Instead of 'Good job!', try 'You kept trying with that puzzle even when it was hard' or 'Thank you for helping your sister tidy up.' This shows children exactly what you valued and encourages them to keep trying. Catch them being good: notice calm, kind or helpful behaviour that usually goes unremarked, and name it. Aim for more positive comments than corrections through the day. Add a smile or a hug, not just words. Constant praise for everything can lose its meaning, so keep it genuine. This week, try to notice three things each day your child does well.",
  },
  {
    id: 'parenting-clear-limits',
    topic: 'parenting',
    title: 'Limits that stick',
    keywords: ['discipline', "doesn't listen", 'naughty', 'misbehaving', 'consequences', 'rules', 'backchat', 'defiant'],
    text: "Children feel safer with clear, consistent limits. Keep family rules few and simple, and state them positively: 'We walk inside' rather than 'Don't run'. Give instructions one at a time, get down to their level and check they heard you. When a rule is broken, use a calm, predictable consequence that's short and linked to the behaviour, like the toy going away for the afternoon, and follow through every time. Avoid threats you won't carry out. Agree with other carers so everyone responds the same way. Praise the behaviour you want to see more of. If your child's behaviour is causing you serious worry, ask their doctor, their school or a parenting programme for support.",
  },
  {
    id: 'parenting-staying-calm',
    topic: 'parenting',
    title: 'Staying calm instead of shouting',
    keywords: ['shouting at my kids', 'yelling', 'lose my temper', 'angry parent', 'patience', 'mum guilt', 'snap'],
    text: "Every parent loses their temper sometimes. What helps is noticing your warning signs earlier and having a plan. When you feel the heat rising, pause: take a slow breath, lower your voice, or step away for a minute if your child is safe. Say what you're doing: 'I'm feeling cross, so I'm taking a moment to calm down.' This shows them how to manage big feelings too. Look for patterns, such as the morning rush or the hour after work, and change what you can about those times, like packing bags the night before. When you do shout, repair afterwards: apologise, explain and reconnect. Children learn as much from the repair as from the mistake.",
  },
  {
    id: 'parenting-fussy-eating',
    topic: 'parenting',
    title: 'Helping a fussy eater',
    keywords: ['picky eater', "won't eat vegetables", 'only eats pasta', 'refuses food', 'mealtime battles', 'toddler food', 'dinner fights'],
    text: "Fussy eating is common in young children and usually improves with time. Your job is to offer a range of healthy foods at regular times; their job is to decide how much to eat. Put a small amount of a new food alongside something they already like, and expect to offer it many times before they accept it. Eat together when you can and let them see you enjoying different foods. Avoid pressure, bribes or making them finish their plate, as this often makes things worse. Get them involved in shopping and cooking. If your child is losing weight, seems unwell, or eats only a very small number of foods, talk to their doctor.",
  },
];
