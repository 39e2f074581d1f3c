import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on movement and exercise. */
export const movementPassages: readonly LibraryPassage[] = [
  {
    id: 'movement-starting-from-zero',
    topic: 'movement',
    title: 'Starting from zero',
    keywords: ['unfit', 'out of shape', 'beginner', "haven't exercised in years", 'where do i start', 'couch potato', 'get fit', 'workout'],
    text: "If you haven't exercised in a long time, the goal for now is simply to move a bit more than you do today. Start so small it feels almost too easy: a ten-minute walk, a few trips up the stairs, or standing up and moving for a couple of minutes every hour. Do it most days this week, at the same time if you can, so it becomes a habit before it becomes a workout. Next week, add five minutes or one extra day. You should be able to talk while you're moving. Feeling a little out of breath is fine; feeling wiped out for days means you've done too much too soon.",
  },
  {
    id: 'movement-starting-to-run',
    topic: 'movement',
    title: 'Starting to run',
    keywords: ['running', 'start running', 'jogging', 'jog', 'couch to 5k', 'run a 5k', 'beginner runner', 'running shoes'],
    text: "The easiest way to start running is to mix running with walking. Begin with a brisk five-minute walk to warm up, then alternate one minute of gentle running with one or two minutes of walking, for about twenty minutes. Do this three times a week, with a rest day in between. Each week, run a little longer and walk a little less; a free beginner plan such as a couch-to-5K app can set the steps for you. Run slowly enough that you could still talk. Comfortable trainers that fit well matter more than expensive kit. Mild soreness is normal at first, but sharp or worsening pain means stop and rest. If you have a heart condition or other health worries, check with your doctor first.",
  },
  {
    id: 'movement-walking',
    topic: 'movement',
    title: 'Walking as exercise',
    keywords: ['steps', '10000 steps', 'step count', 'brisk walk', 'stroll', 'is walking enough', 'cardio', 'pedometer'],
    text: "Walking is one of the easiest ways to get fitter, and it needs no gym or kit beyond comfortable shoes. Aim for a brisk pace, where you can still talk but couldn't comfortably sing. This week, find two or three ways to build walks into your day: get off the bus a stop early, walk during part of your lunch break, take phone calls on foot, or walk after dinner. Start with ten minutes at a time and build towards thirty minutes on most days. A walking buddy, a podcast or a route you enjoy makes it easier to keep going. If a step counter motivates you, aim to beat your own usual count rather than chasing a magic number.",
  },
  {
    id: 'movement-strength-basics',
    topic: 'movement',
    title: 'Strength training basics',
    keywords: ['weights', 'muscle', 'resistance training', 'toning', 'lifting', 'get stronger', 'reps and sets', 'bones'],
    text: "Strength exercise keeps your muscles, bones and joints working well as you get older, and you don't need a gym. Two sessions a week covering your main muscle groups is a good target. Try sit-to-stands from a chair, wall press-ups, step-ups on a bottom stair, and a plank on your knees. Do each for eight to twelve slow, controlled repetitions, rest, then repeat the set once or twice. Pick a level where the last few repetitions feel hard but your form stays good. When it gets easy, add repetitions, slow down, or hold a bag of shopping or bottles of water. Leave a day between sessions so your muscles can recover.",
  },
  {
    id: 'movement-motivation',
    topic: 'movement',
    title: 'Staying motivated to move',
    keywords: ['no motivation', 'lazy', 'stick with it', 'keep going', 'give up', 'consistency', "can't be bothered", 'exercise habit'],
    text: "Motivation comes and goes, so don't rely on it. Build exercise into your week in ways that don't need willpower. Put it in your calendar like any other appointment and pick a specific time and place, for example 'Tuesday and Thursday at 7am, a walk round the park'. Lay out your kit the night before. Arrange to meet a friend or join a class, since it's harder to skip when someone expects you. Choose something you enjoy, or pair it with something you like, such as a favourite podcast. Track what you did, not how you looked, and give yourself credit for showing up. On low days, agree to do just five minutes; you'll often carry on.",
  },
  {
    id: 'movement-desk-back-neck',
    topic: 'movement',
    title: 'Back and neck at a desk',
    keywords: ['back pain', 'stiff neck', 'posture', 'sitting all day', 'office chair', 'laptop', 'sore shoulders', 'ergonomics'],
    text: "Long hours at a desk can leave your neck, shoulders and lower back stiff. Set up your space so the top of your screen is around eye level, your feet rest flat on the floor, and your elbows are roughly at desk height. If you use a laptop a lot, a separate keyboard and a raised screen help. More important than perfect posture is changing position often: stand up, walk or stretch for a minute or two every thirty to sixty minutes. Try gentle shoulder rolls, chin tucks and slowly turning your head side to side, and set a reminder to do it. If pain spreads down an arm or leg, causes numbness, or lasts more than a few weeks, see a doctor or physiotherapist.",
  },
  {
    id: 'movement-little-time',
    topic: 'movement',
    title: 'Exercise when time is short',
    keywords: ['busy', 'no time for a workout', 'never have time to exercise', 'quick workout', 'short on time', 'fit it in', 'hectic schedule'],
    text: "You don't need an hour to benefit from being active; short bursts add up. If your days are packed, aim for ten-minute blocks. Try a brisk walk at lunch, a ten-minute home workout before your shower, or a set of squats while the kettle boils. Make the active choice the default: stairs instead of the lift or escalator, walking or cycling for short trips, playing actively with your kids. On your days off, plan one longer activity with family or friends. Look at your week each Sunday evening and mark three slots in your calendar. Something small that you actually do beats a perfect plan you never start.",
  },
  {
    id: 'movement-soreness-vs-pain',
    topic: 'movement',
    title: 'Soreness or pain?',
    keywords: ['sore after gym', 'aching muscles', 'doms', 'injury', 'hurts', 'sprain', 'is it normal', 'stiff legs'],
    text: "Some muscle soreness a day or two after new or harder exercise is normal. It feels like a dull ache or stiffness in the muscles you worked, and it eases over a few days and with gentle movement. Pain that signals a problem is different: sharp or stabbing, in a joint, getting worse as you carry on, causing swelling, or making you limp. If you feel that, stop the activity, rest the area for a few days and go back gradually. To reduce soreness, warm up first and build up slowly, adding only a little more each week. See a doctor or physiotherapist if pain doesn't improve after a week or so, or if you can't put weight on a limb.",
  },
  {
    id: 'movement-stretching',
    topic: 'movement',
    title: 'Simple stretching routine',
    keywords: ['flexibility', 'stretches', 'tight hamstrings', 'loosen up', 'warm up', 'cool down', 'yoga', 'mobility'],
    text: "Stretching helps you feel looser and move more comfortably. Stretch when your muscles are warm, such as after a walk or at the end of a workout. Hold each stretch gently for about twenty to thirty seconds, breathing normally, and don't bounce. You should feel mild tension, never pain. Try a simple routine this week: a calf stretch against a wall, a front-of-thigh stretch holding a chair for balance, a hamstring stretch with one heel on a low step, a chest stretch in a doorway, and slow shoulder rolls. Five to ten minutes, three or four times a week, is a good start. Before exercise, gentle movement such as marching on the spot warms you up better than long held stretches.",
  },
  {
    id: 'movement-how-much',
    topic: 'movement',
    title: 'How much activity adults need',
    keywords: ['how much exercise', 'guidelines', 'minutes a week', 'enough exercise', 'how often', 'recommended activity', 'fitness'],
    text: "A widely used guideline for adults is at least 150 minutes a week of moderate activity, where you're warmer and breathing faster but can still talk, plus strength exercises on two or more days. That could be thirty minutes on five days, or shorter blocks that add up. Vigorous activity, where talking is hard, counts roughly double. If that sounds far off, don't be put off: any amount is better than none, and the biggest gains come when inactive people start doing a little. This week, add up roughly how active you already are, then choose one realistic step up, like an extra walk or a short strength session.",
  },
  {
    id: 'movement-health-conditions',
    topic: 'movement',
    title: 'Exercising with a health condition',
    keywords: ['arthritis', 'diabetes', 'blood pressure', 'pregnant', 'after surgery', 'older adult', 'safe to exercise', 'bad knees'],
    text: "If you have a long-term health condition, are pregnant, have had a recent injury or operation, or have concerns about starting, check with your doctor or nurse before doing anything strenuous. For most people, gentle activity like walking is safe and helpful, and it's often part of managing conditions such as joint pain, diabetes or high blood pressure. Ask your doctor what kind of activity suits you and what to look out for, and ask whether a physiotherapist or an exercise programme for your condition is available. Start gently and build up slowly. Stop and get medical advice if you feel dizzy, faint, unusually breathless or have chest pain while exercising.",
  },
  {
    id: 'movement-home-workout',
    topic: 'movement',
    title: 'A no-equipment home workout',
    keywords: ['exercise at home', 'no gym', 'bodyweight', 'living room workout', 'circuit', 'cant afford gym', 'youtube workout'],
    text: "You can get a good workout at home with no equipment. Try a simple circuit this week: march on the spot or step up and down a stair for two minutes to warm up, then do squats, wall or knee press-ups, glute bridges lying on your back, step-ups and a plank, about forty seconds each with twenty seconds' rest. Go round two or three times, then cool down with a slow walk and a few stretches. That's around twenty minutes. Do it two or three times this week. If you'd like guidance, free follow-along videos are easy to find online; start with beginner levels. Clear a bit of floor space in advance so nothing stops you starting.",
  },
];
