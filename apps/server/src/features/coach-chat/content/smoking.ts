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
  {
    id: 'substances-too-late-to-stop',
    topic: 'substances',
    title: 'Is it too late to stop smoking?',
    keywords: ['smoked for years', 'too old to quit', 'too late to quit', 'damage is already done', 'any point quitting', 'benefits of quitting smoking', 'smoked for 30 years', 'what happens when you stop smoking', 'worth giving up at my age', 'lungs recover'],
    text: "It's never too late to stop smoking, and there's every point in quitting at any age: your body starts to recover within hours, and even people who quit later in life gain extra years. Set a quit date and ask your local NHS Stop Smoking Service for free support. Within 48 hours the carbon monoxide has left your body and your taste and smell start to improve, and within a year your risk of a heart attack is about half that of someone who still smokes. Coughing and breathlessness often ease over the following months. Ask a pharmacist about nicotine replacement, or consider a vape, to manage cravings. If you have a heart or lung condition or take regular medicines, tell your GP you're stopping, because some medicines may need adjusting.",
  },
  {
    id: 'substances-a-few-a-day',
    topic: 'substances',
    title: 'Is smoking a few a day OK?',
    keywords: ['only smoke a few a day', 'couple of cigarettes a day', 'social smoker', 'only smoke when i drink', 'only smoke at weekends', 'light smoker', 'cut down to 5 a day', 'one cigarette a day', 'occasional cigarette', 'smoke on nights out'],
    text: "No, there's no safe level of smoking: even a few cigarettes a day, or only on nights out, raises your risk of heart disease, stroke and lung cancer well above that of someone who doesn't smoke. Set a date to stop completely rather than settling for cutting down. The harm doesn't shrink in line with the number you smoke, so cutting down helps most as a step towards stopping. Use nicotine replacement or a vape to cover cravings at the times you usually smoke, such as on a break or after a meal. If you smoke socially, plan what you'll do instead at those moments, and tell friends you've stopped so they don't offer you one. Your local NHS Stop Smoking Service is free and helps light and social smokers too.",
  },
  {
    id: 'substances-is-nicotine-harmful',
    topic: 'substances',
    title: 'Is nicotine bad for you?',
    keywords: ['is nicotine harmful', 'nicotine causes cancer', 'is nicotine replacement safe', 'are patches safe', 'nicotine gum long term', 'addicted to nicotine gum', 'what makes smoking harmful', 'nicotine and my heart', 'nrt safe', 'nicotine itself'],
    text: "Nicotine, whether from cigarettes, patches or gum, is what makes smoking addictive, but it isn't what makes smoking bad for you: almost all the harm, including cancer, comes from the tar, carbon monoxide and other chemicals in smoke. Use licensed nicotine replacement or a vape to get through cravings while you stop. Nicotine replacement suits most adults, and can be used in pregnancy with advice. Use enough to control your cravings, since too little is a common reason people go back to cigarettes. Using nicotine replacement for longer than planned is far better than smoking, and you can cut down slowly when you're ready. If you have a heart condition or are pregnant, ask your pharmacist or GP which product suits you.",
  },
  {
    id: 'substances-smoking-and-stress',
    topic: 'substances',
    title: 'Does smoking help with stress?',
    keywords: ['smoke to relax', 'smoking calms me down', 'cigarette when stressed', 'need a cigarette to cope', 'smoking and anxiety', 'stress smoking', 'smoke when anxious', 'smoking helps my nerves', 'smoking and mental health', 'cigarette to calm down'],
    text: "No, smoking doesn't really relieve stress: the calm you feel from a cigarette mostly comes from easing the withdrawal that built up since the last one, so smoking keeps you more stressed overall. Try two minutes of slow breathing or a short walk when tension builds. People who stop smoking tend to feel less anxious and stressed, and happier, once the first few weeks are over. Expect those first weeks to feel edgier, and plan extra support for them. Keep nicotine replacement or a vape to hand for stressful moments, and get support from your local NHS Stop Smoking Service, which is free. If you have anxiety or depression, stopping is still likely to help, but tell your GP, because some medicines need adjusting when you stop smoking.",
  },
  {
    id: 'substances-cold-turkey-or-cut-down',
    topic: 'substances',
    title: 'Cold turkey or cutting down?',
    keywords: ['cold turkey', 'stop all at once', 'cut down gradually', 'cut down first', 'wean myself off cigarettes', 'gradually reduce', 'best way to quit', 'stop straight away', 'taper off', 'cut down or stop'],
    text: "Both cold turkey and cutting down gradually can work, but stopping smoking completely on a set day gives most people the best chance, ideally with support and a stop-smoking aid. Pick a quit date in the next week or two. Use nicotine replacement or a vape from that morning to take the edge off cravings. If you can't face stopping all at once, replace some cigarettes with nicotine replacement first, and set a date to stop altogether within a few weeks. Cutting down with no end date tends to stall, partly because people often inhale more deeply on the cigarettes they still smoke. Whichever you choose, your local NHS Stop Smoking Service is free and makes stopping much more likely; ask your GP or a pharmacist how to reach it.",
  },
  {
    id: 'substances-is-vaping-harmful',
    topic: 'substances',
    title: 'Is vaping bad for you?',
    keywords: ['is vaping safe', 'is vaping harmful', 'vaping bad for your lungs', 'popcorn lung', 'vaping side effects', 'long term effects of vaping', 'second hand vape', 'never smoked but i vape', 'vape every day is it bad', 'vape damaging my lungs'],
    text: "Vaping isn't completely safe, but it's far less harmful to your lungs than smoking, and if you've never smoked, it's best not to vape at all, because nicotine is addictive and the long-term effects aren't yet known. If you vape but have never smoked, cut down the nicotine strength gradually and set a date to stop. If you switched from cigarettes, staying on a vape is much better than going back to smoking. Buy from reputable UK shops, since UK rules limit nicotine strength and ingredients, and avoid unbranded or illegal products. There's no good evidence that vaping causes popcorn lung, and the chemical linked to it isn't allowed in UK e-liquids. See your GP if you get chest pain, wheezing, breathlessness or a cough that won't go away.",
  },
];
