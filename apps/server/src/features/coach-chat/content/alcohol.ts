import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on alcohol: drinking less, and when to get help. */
export const alcoholPassages: readonly LibraryPassage[] = [
  {
    id: 'alcohol-low-risk-limits',
    topic: 'alcohol',
    title: 'Low-risk drinking limits',
    keywords: ['how much is too much', 'how much is too much alcohol', 'units', 'how many units', 'safe amount to drink', 'drinking guidelines', 'recommended limit', 'is my drinking ok', 'glass of wine a night', 'pints a week', 'beers every night', 'beers a night is that a lot', 'drink every night is that too much'],
    text: "In the UK, the chief medical officers advise men and women not to drink more than 14 units a week on a regular basis, to keep health risks low. If you do drink as much as 14 units, spread them over three or more days rather than one or two heavy sessions, and keep several days a week drink-free. A unit is 10 millilitres of pure alcohol. A pint of ordinary-strength beer is a little over two units, a standard 175ml glass of wine is about two, and a bottle of wine is about nine or ten. Guidelines differ from country to country, so check the advice where you live. No level of drinking is completely risk-free, and the safest choice in pregnancy is not to drink at all.",
  },
  {
    id: 'alcohol-weeknights',
    topic: 'alcohol',
    title: 'Cutting down on weeknights',
    keywords: ['drinking every night', 'wine after work', 'glass of wine every evening', 'cut back', 'drink less', 'cutting down', 'evening drink', 'beer after work', 'drinking too much'],
    text: "Drinking on weeknights often becomes a habit tied to a time, place or feeling rather than a real choice. Notice your cue, such as getting home, cooking dinner or putting the children to bed, and plan a different drink for that moment. Keep less alcohol in the house, and buy smaller bottles and cans rather than large ones. If you do drink, pour a smaller measure, alternate with water, and put the bottle away rather than leaving it on the table. Decide before the evening starts how much you'll have. Keep a simple diary for two weeks of what you drink and when, because most people drink more than they realise.",
  },
  {
    id: 'alcohol-nights-out',
    topic: 'alcohol',
    title: 'Drinking less on nights out',
    keywords: ['weekend drinking', 'binge drinking', 'night out', 'going out', 'the pub', 'rounds', 'drinking too much at weekends', 'party', 'getting drunk', 'weddings'],
    text: "On a night out, decide your limit before you leave and take only the money you need for it. Eat a proper meal beforehand, because alcohol is absorbed faster on an empty stomach. Start with a soft drink to quench your thirst, then alternate each alcoholic drink with water or something alcohol-free. Choose lower-strength beer or wine and smaller measures, such as a half or a small glass. Step out of rounds, or buy your own drinks, so you set your own pace. Plan how you'll get home safely before you go out. If most weekends end with you drunk or regretting things, talk to your doctor about cutting down.",
  },
  {
    id: 'alcohol-drink-free-days',
    topic: 'alcohol',
    title: 'Drink-free days',
    keywords: ['days off drinking', 'alcohol free days', 'sober days', 'not drinking every day', 'dry days', 'break from drinking', 'sober curious', 'days without alcohol'],
    text: "Having several drink-free days each week is one of the simplest ways to cut down. Choose the days in advance, such as Monday to Thursday, rather than deciding each evening when you're tired and the urge is strong. Start with two or three drink-free days a week and build up. Plan something you look forward to for those evenings, like a favourite alcohol-free drink, a film, a class, a bath or an early night. Tell the people you live with, so they can support you rather than offer you a drink. Mark each drink-free day on a calendar or in an app. Many people notice better sleep, more energy and money saved within a couple of weeks.",
  },
  {
    id: 'alcohol-free-alternatives',
    topic: 'alcohol',
    title: 'Alcohol-free alternatives',
    keywords: ['non alcoholic', 'alcohol free beer', 'alcohol free wine', 'zero alcohol', 'mocktails', 'low alcohol', 'soft drinks', 'what to drink instead', 'no alcohol options'],
    text: "Alcohol-free versions of beer, wine, cider and spirits have improved a lot, and most pubs and supermarkets now stock them. Many drinks sold as alcohol-free contain up to 0.5 percent alcohol, and low-alcohol drinks can contain up to 1.2 percent, so check the label. Try a few brands until you find ones you enjoy. Other good options include sparkling water with lime or bitters, kombucha, tonic with cucumber, or a mocktail made in a nice glass. Having something special in your hand keeps the ritual of a drink and means fewer questions at social events. If you're avoiding alcohol completely for health or recovery reasons, ask your doctor whether drinks with a trace of alcohol are right for you.",
  },
  {
    id: 'alcohol-saying-no',
    topic: 'alcohol',
    title: 'Saying no to a drink',
    keywords: ['peer pressure', 'social pressure', 'friends make me drink', 'turn down a drink', 'not drinking at a party', 'people ask why', 'sober at social events', 'work drinks', 'awkward not drinking'],
    text: "You don't owe anyone an explanation for not drinking, but a short, ready answer makes saying no easier. Try something simple and cheerful, such as 'I'm fine with this, thanks', 'I'm having a few weeks off', or 'I'm driving' when you are. Get a drink you like early, so your hands are full and fewer people offer. Tell a close friend your plan beforehand, so you have someone on your side. If someone keeps pushing, repeat the same line calmly and change the subject. Suggest plans that aren't built around drinking, like a walk, a film, brunch or a game. People who pressure you repeatedly may not have your interests at heart, and it's fine to see them in other settings.",
  },
  {
    id: 'alcohol-unwinding',
    topic: 'alcohol',
    title: 'Unwinding without a drink',
    keywords: ['relax without alcohol', 'drink to relax', 'wine to unwind', 'stress drinking', 'drinking to cope', 'take the edge off', 'after a long day', 'drink when stressed', 'switch off without wine'],
    text: "Alcohol can feel relaxing at first, but as it wears off it can leave you more anxious and sleeping less well, which makes the next evening harder. If you drink to switch off after work, build a new end-of-day ritual that marks the change. Change out of work clothes, go for a short walk, take a shower, cook something you enjoy, or spend ten minutes stretching or breathing slowly. Make a special non-alcoholic drink to take the place of the usual glass. Call or message a friend instead of sitting alone with your thoughts. If you regularly rely on alcohol to cope with stress, worry or low mood, speak to your doctor, because there is better help for those feelings.",
  },
  {
    id: 'alcohol-month-off',
    topic: 'alcohol',
    title: 'Taking a month off drinking',
    keywords: ['dry january', 'sober october', 'month off', '30 days sober', 'alcohol break', 'going sober', 'stop drinking for a month', 'sober month', 'benefits of not drinking'],
    text: "A month without alcohol is a good way to see how drinking affects you. Many people report better sleep, more energy, better skin and money saved, and studies of people taking part in Dry January found that many were still drinking less six months later. Prepare before you start: clear the house of alcohol, stock up on alcohol-free drinks, and tell friends so they can support you. Plan what you'll do at the times you usually drink. If you slip, carry on the next day rather than giving up on the whole month. Towards the end, decide what you want your drinking to look like afterwards. If you drink heavily every day, talk to a doctor before stopping rather than stopping suddenly.",
  },
  {
    id: 'alcohol-hangovers',
    topic: 'alcohol',
    title: 'Hangovers and the day after',
    keywords: ['hungover', 'hangover cure', 'feel sick after drinking', 'hangxiety', 'morning after', 'too much to drink last night', 'hair of the dog', 'headache after drinking'],
    text: "There's no proven cure for a hangover; only time helps, and drinking less next time prevents it. The next morning, drink water, eat something plain, such as toast or porridge, and rest. A simple painkiller such as paracetamol can ease a headache if you follow the label, while ibuprofen and aspirin can upset your stomach further. Avoid having another drink to feel better, because 'hair of the dog' only delays the hangover. Eating before you drink, alternating with water and setting a limit all make the next day easier. Feeling anxious or low the day after drinking is common. If you often have hangovers, or you need a drink in the morning to feel normal, talk to your doctor.",
  },
  {
    id: 'alcohol-getting-help',
    topic: 'alcohol',
    title: 'When drinking needs more help',
    keywords: ['alcoholic', 'addicted to alcohol', 'alcohol dependence', "can't stop drinking", 'the shakes', 'withdrawal', 'detox', 'alcoholics anonymous', 'drinking problem', 'worried about my drinking', 'need a drink in the morning', 'am i an alcoholic', 'think i might have a drinking problem'],
    text: "It's time to get help if you find it hard to stop once you start, need a drink in the morning or to get through the day, drink more than you mean to, hide how much you drink, or feel shaky, sweaty, sick or anxious when you don't drink. Losing control over drinking and feeling unwell without it can be signs of alcohol dependence, which is a health condition, not a moral failing. If you drink heavily every day, don't stop suddenly on your own, because withdrawal can cause seizures and can be dangerous. Your doctor can help you cut down safely or arrange a supervised detox. You can also contact a local alcohol service, and in the UK Drinkline is free on 0300 123 1110. Alcoholics Anonymous meets in many places.",
  },
  {
    id: 'alcohol-someone-elses-drinking',
    topic: 'alcohol',
    title: 'Living with someone who drinks too much',
    keywords: ['partner drinks too much', 'wife drinks too much', 'husband drinks too much', 'boyfriend drinks too much', 'mum drinks too much', 'dad drinks too much', "worried about someone's drinking", "worried about my partner's drinking", 'living with a drinker', 'how to raise it', 'bring up their drinking', 'talk to them about drinking', 'alcoholic partner', 'alcoholic parent', 'Al-Anon'],
    text: "Worrying about someone you love is hard, and your concern is worth taking seriously. When you raise how much they drink, pick a calm moment when they're sober and neither of you is rushed, and start from care rather than blame. Say what you've seen and how it affects you, such as 'I've noticed most evenings end with a lot of drinks, and I'm worried about you', rather than using labels like 'alcoholic'. Expect them to deny it or get defensive at first, and leave the door open to talk again. You can't make someone change, so look after yourself too: keep your own routines, friends and money safe. Al-Anon and local family support services help people affected by someone else's drinking. If you ever feel unsafe, put your safety first and get help.",
  },
  {
    id: 'alcohol-bottle-of-wine',
    topic: 'alcohol',
    title: 'Is a bottle of wine a night too much?',
    keywords: ['bottle of wine a night', 'bottle of wine every night', 'is a bottle of wine too much', 'a bottle a night', 'half a bottle of wine a night', 'drink a bottle of wine most nights', 'am i drinking too much'],
    text: "Yes, a bottle of wine most nights is a lot more than the low-risk guideline. In the UK, that guideline is no more than 14 units a week, spread over three or more days, with several drink-free days. A 750ml bottle of 13% wine is about 10 units, so a bottle a night adds up to around 70 units a week, five times the guideline. Drinking at that level regularly raises the risk of liver disease, high blood pressure, several cancers, poor sleep and low mood. Start with a few drink-free days each week, buy smaller bottles and pour smaller measures. Your GP can help without judging you. If you feel shaky, sweaty or anxious when you don't drink, don't stop suddenly: get medical advice first, because stopping safely may need support.",
  },
];
