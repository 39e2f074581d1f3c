import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on smoking and vaping: stopping, cravings, and someone else's smoking. */
export const smokingPassages: readonly LibraryPassage[] = [
  {
    id: 'substances-stopping-smoking',
    topic: 'substances',
    title: 'Stopping smoking',
    keywords: ['quit smoking', 'stop smoking', 'give up smoking', 'give up cigarettes', 'pack in smoking', 'fags', 'roll ups', 'quit date', 'nicotine patches', 'nicotine gum', 'stop smoking service', 'vape to quit', 'e-cigarette', 'smoker', 'how to stop smoking'],
    text: "Set a date in the next week or two to give up cigarettes, and tell a couple of people, so they can back you up. You're most likely to stop for good with support and a stop-smoking aid, not willpower alone. In England, your local NHS Stop Smoking Service is free and gives weekly support; ask your GP or a pharmacist how to reach yours. Nicotine replacement, such as a patch together with gum, lozenges or a spray for sudden cravings, makes quitting much more likely, and a pharmacist can advise. Vaping is far less harmful than smoking and can also help you quit, as long as you stop smoking completely rather than doing both. Before the day, clear out cigarettes, lighters and ashtrays. If you slip, don't lose heart: work out what set it off and go again.",
  },
  {
    id: 'substances-stopping-vaping',
    topic: 'substances',
    title: 'Giving up vaping',
    keywords: ['quit vaping', 'stop vaping', 'give up vaping', 'give up my vape', 'addicted to my vape', 'vape all day', 'always vaping', 'elf bar', 'disposable vape', 'nicotine strength', 'cut down vaping', 'vaping habit', 'vape'],
    text: "Cut your nicotine down gradually to stop vaping, unless you'd rather quit in one go. Switch to a lower-strength vape liquid every week or two, for example from 20mg to 10mg, then 6mg, 3mg and finally zero. Notice when you reach for your vape, such as on waking, with coffee, on breaks or when stressed, and plan something else for those moments, like a glass of water, a short walk or chewing gum. Keep it in a bag or another room, not in your pocket or on your desk. Set a stop date once you're on a low strength. Irritability, cravings and poor sleep are common for a week or two, then ease. If you switched from cigarettes, take care not to slip back, and ask a pharmacist or a stop-smoking service for support.",
  },
  {
    id: 'substances-cravings',
    topic: 'substances',
    title: 'Getting through a craving',
    keywords: ['craving', 'cravings', 'craving a cigarette', 'urge to smoke', 'dying for a fag', 'urge to vape', 'craving my vape', 'nicotine withdrawal', 'withdrawal', 'four ds', '4 ds', 'want a cigarette', 'want a smoke'],
    text: "A craving for a cigarette or a vape usually peaks and passes within a few minutes, though it feels as if it will keep building. Use the four Ds: delay for ten minutes before doing anything, breathe deeply and slowly, drink a glass of water, and do something else that keeps your hands or mind busy, such as a walk, a puzzle or the washing up. Know your triggers, such as a coffee, finishing a meal, a break at work or stress, and change the routine around them for the first few weeks. Fast-acting nicotine replacement, like gum, lozenges or a mouth spray, helps with sudden strong cravings. Cravings get weaker and further apart the longer you go without. Irritability, hunger and restless sleep are normal at first and settle within a few weeks.",
  },
  {
    id: 'substances-someone-elses-smoking',
    topic: 'substances',
    title: 'Supporting someone who smokes',
    keywords: ['my dad smokes', 'my mum smokes', 'my husband smokes', 'my wife smokes', 'my partner smokes', 'my son vapes', 'my daughter vapes', "won't stop smoking", "won't listen", 'worried about their smoking', 'get them to stop smoking', 'family member smokes', 'nagging'],
    text: "You can't make someone stop smoking, but you can make it easier when they're ready. Choose a calm moment and say once, simply, why you're worried and that you'll help if they ever want to try, rather than nagging each time they light up. Ask what they get from smoking and what might make them think about stopping, and listen to the answer. Let them know that free help exists, such as a local stop-smoking service, nicotine replacement from a pharmacist, or vaping as a way to quit, without pushing it. Ask them to smoke outside, away from children, and keep your home and car smoke-free. If they do try, praise each smoke-free day and don't make a fuss over slips. Look after your own worry too, by talking to someone you trust.",
  },
  {
    id: 'substances-vaping-to-quit',
    topic: 'substances',
    title: 'Vaping to stop smoking',
    keywords: ['does vaping help you quit', 'vape to quit smoking', 'switch to vaping', 'is vaping safer than smoking', 'vaping instead of smoking', 'e-cigarettes to quit smoking', 'vaping to give up cigarettes', 'swap cigarettes for a vape', 'is vaping better than smoking'],
    text: "Yes, for smokers, vaping can help you stop. Vaping isn't risk-free, though it's far less harmful than smoking, because there's no burning tobacco, which makes most of the harmful chemicals. Good studies show vapes help more people quit than nicotine patches or gum alone, and your chances are best with a local stop-smoking service, which may even give you a starter kit. Choose a refillable vape and a nicotine strength high enough to stop your cravings; a stop-smoking adviser or vape shop can help. Aim to stop smoking completely, because even a few cigarettes alongside vaping keeps much of the harm. Once you're no longer smoking, you can cut down the nicotine over time. If you're not a smoker, don't start vaping, and vapes aren't for children or young people.",
  },
];
