import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on sleep. */
export const sleepPassages: readonly LibraryPassage[] = [
  {
    id: 'sleep-fall-asleep-faster',
    topic: 'sleep',
    title: 'Falling asleep faster',
    keywords: ['insomnia', "can't sleep", 'lying awake', 'tossing and turning', 'takes ages to drop off', 'get to sleep', 'sleepless'],
    text: "If you lie awake for ages, teach your body that bed is for sleeping, not for trying. Go to bed only when you feel sleepy, not just tired or bored. If you're still awake after what feels like twenty minutes, get up, go to another dim room and do something calm, like reading a paper book or folding laundry, then go back when your eyelids feel heavy. Keep the bed for sleep and sex rather than scrolling, work or TV. Turn the clock away so you can't watch the minutes pass. It can take a week or two of this before it starts working, so stick with it even if the first nights feel harder.",
  },
  {
    id: 'sleep-waking-at-night',
    topic: 'sleep',
    title: 'Waking in the night',
    keywords: ['waking up at 3am', 'wake up early', "can't get back to sleep", 'middle of the night', 'broken sleep', 'wake up too early', 'interrupted sleep'],
    text: "Waking briefly in the night is normal; most people surface several times and don't remember it. It becomes a problem when you lie there wide awake and frustrated. If it happens, keep the lights low and don't check your phone, since the light and the news both wake you further. Try slow breathing or relaxing each muscle group in turn. If you're still awake after a while, get up and do something quiet in dim light until you feel sleepy again. During the day, look at what might be waking you: a late drink, a warm room, needing the toilet, noise or worry. If you wake early most nights for several weeks and feel unrefreshed, mention it to your doctor.",
  },
  {
    id: 'sleep-wind-down',
    topic: 'sleep',
    title: 'A 30-minute wind-down',
    keywords: ['bedtime routine', 'evening routine', 'relax before bed', 'unwind', 'night routine', 'getting ready for bed'],
    text: "Your brain needs a runway before sleep, not a sudden stop. About thirty minutes before bed, start the same short routine each night so your body learns the cue. Dim the lights and put screens away, or at least out of reach. Do a few simple things in the same order: a warm shower, brushing your teeth, setting out clothes for the morning, a few pages of a book or some gentle stretches. Keep it pleasant and unhurried rather than productive. If thoughts about the day ahead crowd in, jot them on paper before you start. Set an alarm on your phone as a reminder to begin winding down, because the evening has a way of running on.",
  },
  {
    id: 'sleep-caffeine-alcohol',
    topic: 'sleep',
    title: 'Caffeine, alcohol and sleep',
    keywords: ['coffee', 'tea', 'energy drinks', 'wine', 'beer', 'drinking', 'nightcap', 'late dinner'],
    text: "Caffeine stays in your system for many hours, so an afternoon coffee can still be keeping you alert at bedtime. Try having your last coffee, tea, cola or energy drink by early afternoon for a week and see whether you drop off more easily. Remember that chocolate and some cold and flu remedies contain caffeine too. Alcohol can make you drowsy at first, but it tends to break up sleep later in the night, with lighter sleep, more waking and trips to the toilet. If you drink, keep it moderate and finish a few hours before bed. Heavy meals late at night can also disturb sleep, so aim to eat your main meal earlier in the evening.",
  },
  {
    id: 'sleep-naps',
    topic: 'sleep',
    title: 'Napping without losing nights',
    keywords: ['nap', 'napping', 'nap after work', 'daytime sleep', 'power nap', 'dozing', 'sleepy in the afternoon', 'siesta'],
    text: "A short nap can lift your energy, but a long or late one can steal from tonight's sleep. If you need one, keep it to about twenty to thirty minutes so you don't wake groggy from deep sleep, and have it before mid-afternoon. Set an alarm and lie down somewhere comfortable rather than dozing off on the sofa in the evening. If you're struggling to sleep at night, try skipping naps for a week and see whether your nights improve. If you feel you need to nap every day despite a full night in bed, or you nod off without meaning to, that's worth raising with your doctor.",
  },
  {
    id: 'sleep-screens-light',
    topic: 'sleep',
    title: 'Screens, light and your body clock',
    keywords: ['phone in bed', 'blue light', 'scrolling', 'tv before bed', 'tablet', 'daylight', 'circadian rhythm', 'social media at night'],
    text: "Light is a powerful signal for your body clock. Bright light in the morning tells it the day has started, and bright light late at night tells it to stay awake. This week, get outside for ten or fifteen minutes soon after you wake, even on a cloudy day. In the evening, dim the house lights and switch to warmer lamps. Put phones, tablets and laptops away for the last half hour or so before bed, partly for the light but mostly because messages, videos and games keep your mind switched on. Charge your phone outside the bedroom and use a basic alarm clock instead, so scrolling in bed stops being the easy option.",
  },
  {
    id: 'sleep-shift-work-jet-lag',
    topic: 'sleep',
    title: 'Shift work and jet lag',
    keywords: ['night shift', 'nights', 'sleeping during the day', 'rota', 'time zones', 'travel', 'flight', 'jetlag'],
    text: "When your hours fight your body clock, protect your sleep like an appointment. After a night shift, wear sunglasses on the way home, keep the bedroom dark with blackout blinds or an eye mask, and use earplugs or white noise to block daytime sound. Tell the people you live with when you sleep. Try to keep the same sleep times across a run of shifts rather than switching back on each day off. For jet lag, start shifting your bedtime by an hour a day before you travel if you can, then follow local time on arrival: get daylight in the morning, eat at local mealtimes and keep any naps short. Avoid driving when you're very sleepy after a shift.",
  },
  {
    id: 'sleep-racing-mind',
    topic: 'sleep',
    title: 'Quieting a racing mind',
    keywords: ['overthinking', "can't switch off", 'thoughts at night', 'worrying in bed', "brain won't stop", 'mind wont shut off', 'anxious at bedtime'],
    text: "When your mind races at bedtime, it's usually working through unfinished business from the day. Give it somewhere else to go. Earlier in the evening, spend ten minutes writing down what's on your mind and one next step for each item, then close the notebook. Keep paper by the bed so new thoughts can be parked rather than rehearsed. In bed, try slow breathing, in through your nose for a count of four and out for a count of six, or shift your attention to something neutral, like picturing a familiar walk in detail. Trying hard to sleep tends to keep you awake, so aim to rest calmly instead. If worry keeps you awake most nights, talking to your doctor or a counsellor can help.",
  },
  {
    id: 'sleep-how-much',
    topic: 'sleep',
    title: 'How much sleep adults need',
    keywords: ['hours of sleep', 'how many hours', 'enough sleep', 'sleep deprived', 'tired all the time', 'eight hours', 'oversleeping'],
    text: "Most adults need around seven to nine hours of sleep a night, though needs vary a little from person to person. A better test than the number is how you feel: if you wake fairly refreshed, stay alert through the day without leaning on caffeine, and don't fall asleep the moment you sit still, you're probably getting enough. To find your own need, pick a fixed wake-up time and count back about eight hours for a trial bedtime. Keep it for a week or two and adjust by fifteen minutes at a time. If you regularly need long lie-ins on your days off to catch up, that's a sign you're running short during the week.",
  },
  {
    id: 'sleep-steady-schedule',
    topic: 'sleep',
    title: 'A steady wake-up time',
    keywords: ['sleep schedule', 'routine', 'lie in', 'sleeping in', 'body clock', 'consistent bedtime', 'reset sleep pattern'],
    text: "Your body clock likes routine, and the most useful anchor is the time you get up. Choose a wake-up time you can keep every day, days off included, and stick to it even after a poor night. It feels hard at first, but it builds up sleepiness so the next night comes more easily. Let your bedtime follow from when you feel sleepy, rather than forcing an early night. If you want to shift your schedule, move it by fifteen to thirty minutes every few days rather than all at once. Open the curtains or step outside soon after waking to help the new time stick.",
  },
  {
    id: 'sleep-bedroom',
    topic: 'sleep',
    title: 'A bedroom that helps sleep',
    keywords: ['too hot', 'noise', 'snoring partner', 'mattress', 'pillow', 'dark room', 'temperature', 'light coming in'],
    text: "A cool, dark, quiet room makes sleep easier, so check yours this week. If streetlights or early sunrise wake you, try blackout curtains or an eye mask. If noise is the problem, earplugs, a fan or a white-noise app can mask it. Keep the room slightly cool and use layers of bedding you can adjust. Clear work, laundry piles and screens out of sight if you can, so the room feels like a place to rest. If your mattress or pillow leaves you stiff or sore, consider replacing it when you're able. And if a partner's snoring keeps you up, talk about it kindly in the daytime, not at two in the morning.",
  },
  {
    id: 'sleep-see-doctor',
    topic: 'sleep',
    title: 'Seeing a doctor about sleep',
    keywords: ['sleep apnoea', 'snoring', 'gasping', 'restless legs', 'exhausted', 'chronic insomnia', 'sleep clinic', 'GP'],
    text: "Most sleep problems improve with steady habits, but some need a doctor. Book an appointment if poor sleep has lasted more than a few weeks and is affecting your days, or if you've tried a regular routine and it hasn't helped. Also see a doctor if someone tells you that you snore loudly, gasp or stop breathing in your sleep, if you nod off while driving or in conversation, if your legs feel restless or twitch at night, or if low mood or pain keeps you awake. Before you go, keep a simple sleep diary for a week or two: bedtime, wake time, night wakings, caffeine, alcohol and how you felt. It makes the conversation much more useful.",
  },
];
