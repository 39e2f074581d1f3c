import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on screen time: phones, scrolling, notifications and focus. */
export const screenTimePassages: readonly LibraryPassage[] = [
  {
    id: 'screen-time-night-scrolling',
    topic: 'screen-time',
    title: 'Scrolling late at night',
    keywords: ['scrolling in bed', 'up late on my phone', 'revenge bedtime procrastination', 'tiktok at night', "can't put my phone down", 'instagram before bed', 'bedtime scrolling', 'reels', 'stay up too late'],
    text: "Late-night scrolling is often a way of claiming back some time for yourself after a busy day, which is why it's so hard to stop. Give yourself time to unwind earlier in the evening instead, with something you enjoy that has a natural end, like an episode, a chapter or a bath. Set an alarm for thirty to sixty minutes before bed as your cue to put the phone away. Charge your phone outside the bedroom, or at least across the room, and use a cheap alarm clock. Turn on your phone's bedtime or wind-down mode so apps go quiet and the screen turns grey at a set time. If you wake in the night, leave the phone where it is.",
  },
  {
    id: 'screen-time-first-thing',
    topic: 'screen-time',
    title: 'A phone-free start to the day',
    keywords: ['check my phone first thing', 'phone when I wake up', 'morning scrolling', 'emails in bed', 'wake up and scroll', 'first thing in the morning', 'phone in the morning', 'reach for my phone'],
    text: "Checking your phone as soon as you wake hands your first minutes to other people's news, messages and demands. Move your phone out of reach of the bed and use a separate alarm clock, so the phone isn't the first thing you touch. Decide on two or three things to do before you look at it, such as opening the curtains, drinking a glass of water and getting dressed. Getting some daylight early also helps set your body clock. Start with fifteen phone-free minutes and extend the time if it feels good. If you need to be reachable for family or work, let calls through from a few key contacts and keep everything else silent until later.",
  },
  {
    id: 'screen-time-app-limits',
    topic: 'screen-time',
    title: 'App limits and timers',
    keywords: ['too much screen time', 'hours on my phone', 'screen time report', 'digital wellbeing', 'app timer', 'block apps', 'addicted to my phone', 'phone addiction', 'social media addiction', 'on my phone all day', 'hours on tiktok', 'hours on instagram'],
    text: "Start by checking your phone's screen time or digital wellbeing report to see where the hours actually go, because most people underestimate their use. Pick the one or two apps that take up the most time and set a daily limit on each, a little below your current use. Move those apps off your home screen into a folder, or delete them from your phone and use them only on a computer. Log out after each use, so opening them takes a deliberate step. When a limit is reached, don't just tap to ignore it; take it as a cue to stand up and do something else. Cut back gradually, by about fifteen minutes a week, so the change lasts.",
  },
  {
    id: 'screen-time-greyscale',
    topic: 'screen-time',
    title: 'Greyscale and a duller phone',
    keywords: ['grayscale', 'black and white screen', 'colour filter', 'make my phone less addictive', 'home screen', 'boring phone', 'dumbphone', 'basic phone', 'red badges'],
    text: "Phones are designed to be appealing, with bright colours, red badges and endless feeds, so making yours duller can help you pick it up less. Turn on greyscale in the accessibility or digital wellbeing settings, and set a shortcut so you can switch colour back on for photos and maps. Clear your home screen of everything except tools, such as the camera, maps, calendar and messages. Turn off the red badge counts on apps. Use a plain wallpaper. Some people go further and use a basic phone on evenings or weekends. Try greyscale for a week and notice whether you reach for your phone less often; the evidence is limited, but small studies and many users say it helps.",
  },
  {
    id: 'screen-time-notifications',
    topic: 'screen-time',
    title: 'Taming notifications',
    keywords: ['notifications', 'pings', 'buzzing', 'alerts', 'do not disturb', 'group chats', 'constant messages', 'whatsapp', 'focus mode', 'phone keeps going off'],
    text: "Every notification pulls your attention away, and it can take several minutes to settle back into what you were doing. Go through your phone's notification settings and turn them off for everything except messages and calls from people you need to hear from. Switch off sound and vibration for group chats, or mute them, and check them at times you choose. Use do not disturb or focus modes for work, meals and the night, allowing calls from a few important contacts. Turn off badges and lock-screen previews for apps that tempt you. After a week, notice what you actually missed; usually it's very little, and the quiet feels good.",
  },
  {
    id: 'screen-time-doomscrolling',
    topic: 'screen-time',
    title: 'Doomscrolling the news',
    keywords: ['doomscrolling', 'bad news', 'news anxiety', "can't stop reading the news", 'headlines', 'world events', 'news addiction', 'upsetting news', 'twitter', 'breaking news'],
    text: "Following bad news for hours can leave you anxious and drained without making you any better informed. Choose one or two set times to catch up on the news, such as lunchtime and early evening, and use a trusted source that summarises the day rather than a live feed. Avoid the news in the first hour after waking and the last hour before bed. Remove news apps from your home screen and turn off breaking news alerts. When you notice you've been scrolling for a while, put the phone down and do something with your hands or body, like making a drink or stepping outside. If worry about world events is taking over your days, talk to someone you trust or your doctor.",
  },
  {
    id: 'screen-time-phone-free-meals',
    topic: 'screen-time',
    title: 'Phone-free meals and house rules',
    keywords: ['phones at the dinner table', 'house rules', 'partner always on his phone', 'partner always on her phone', 'phubbing', 'phone basket', 'device free', 'family time', 'phones at mealtimes', 'kids on their phones at dinner', 'get my kids off their phones'],
    text: "Phones at the table tend to pull attention away from the people you're with. Agree a few simple house rules together rather than imposing them, such as no phones at meals, none in bedrooms overnight, or a phone-free hour in the evening. Keep a basket or drawer where everyone's phones go at dinner and at those times, and make sure the adults follow the rules too, since kids copy what they see. Start with one rule, like phone-free dinners, and add others once the first one sticks. If your partner is always on their phone, raise it kindly at a calm moment, saying how it makes you feel rather than criticising, and suggest a shared rule to try for a week.",
  },
  {
    id: 'screen-time-focus-at-work',
    topic: 'screen-time',
    title: 'Keeping your phone out of work',
    keywords: ['distracted by my phone', 'checking my phone at work', 'phone while studying', 'social media at work', 'website blocker', 'revision', 'studying', 'keep picking up my phone'],
    text: "Even a phone lying face down on your desk can tug at your attention. For focused work, put it out of sight, ideally in a bag or another room, and switch on a focus mode that lets only urgent calls through. Work in set blocks, such as twenty-five or fifty minutes, then take a short break where you can check messages if you want to. On your computer, close email and chat during focus blocks, and use a website blocker for the sites you drift to. If you're studying, the same approach helps: phone away, one task, a timer. When the urge to check arrives, notice it and let it pass, because it usually fades within a minute or two.",
  },
  {
    id: 'screen-time-streaming-and-sleep',
    topic: 'screen-time',
    title: 'Screens, streaming and sleep',
    keywords: ['night mode', 'blue light glasses', 'netflix until late', 'one more episode', 'binge watching', 'gaming late at night', 'autoplay', 'tv in the bedroom', 'screens before bed'],
    text: "Screens affect sleep mainly by keeping your mind busy and pushing bedtime later, more than through their light alone. Night mode and blue-light glasses may make little difference if you're still gripped by a game or a thriller at midnight. Turn off autoplay on streaming services, so each episode ends with a choice rather than a countdown. Decide how many episodes you'll watch before you start. Finish games, shows and work emails at least thirty minutes before bed and switch to something calmer, like a paper book or music. Keep the TV and games console out of the bedroom if you can. If poor sleep continues for weeks despite changes, talk to your doctor.",
  },
  {
    id: 'screen-time-digital-detox',
    topic: 'screen-time',
    title: 'A digital detox weekend',
    keywords: ['digital detox', 'phone free weekend', 'unplug', 'go offline', 'social media break', 'switch off from technology', 'delete social media', 'time off screens', 'quit social media'],
    text: "A weekend away from screens can show you how much your phone shapes your days. Prepare beforehand: tell friends and family how to reach you in an emergency, download any maps or tickets you need, and write down key details. Put your phone in a drawer with only calls switched on, or leave it at home when you go out. Plan activities that fill the time well, such as a long walk, cooking, a day trip, board games, reading or seeing people in person. Expect to feel restless and reach for your pocket at first; the urge usually eases within a day or so. Afterwards, keep the one or two habits that felt best, like phone-free mornings.",
  },
  {
    id: 'screen-time-comparing-yourself',
    topic: 'screen-time',
    title: 'Comparing yourself on social media',
    keywords: ['comparing myself', 'compare myself to others', 'comparison', 'instagram', "everyone else's life looks perfect", 'perfect lives', 'feel bad after scrolling', 'influencers', 'fomo', 'feel inadequate', 'body image', 'jealous of people online', 'highlight reel', 'social media makes me feel bad'],
    text: "Social media shows other people's best moments, carefully chosen and often edited, so comparing your everyday life with their highlights is a contest you can't win. Notice which accounts leave you feeling worse about your body, money, home or relationship, and mute or unfollow them; you don't have to announce it. Follow more accounts that teach you something, make you laugh or show ordinary life. Pay attention to when you scroll, because comparing yourself tends to bite hardest when you're tired, bored or low, such as late at night, and keep those times phone-free where you can. When you catch yourself comparing, name it, then turn to something you're working on or glad of in your own life. If it's feeding low mood or worries about food or your body, talk to someone you trust or your doctor.",
  },
  {
    id: 'screen-time-scrolling-leaves-you-low',
    topic: 'screen-time',
    title: 'When scrolling leaves you feeling low',
    keywords: ['instagram makes me feel bad', 'feel worse after scrolling', 'social media and mood', 'comparing myself', 'envy', 'everyone looks happier', 'social media anxiety', 'mindless scrolling', 'instagram'],
    text: "If time on Instagram, TikTok or other social media leaves you feeling worse, change how you use it as well as how long. Use the apps actively rather than scrolling the feed: message a friend, comment on a post from someone you know, or look up something you're interested in, then close the app. Set a daily limit for the apps that leave you low, and check in with yourself after ten minutes of scrolling to ask how you feel. Try a week with the apps off your phone and notice any change in your mood and sleep. Spend the time you free up on something that makes you feel capable or connected, such as a walk, a hobby or seeing someone in person.",
  },
];
