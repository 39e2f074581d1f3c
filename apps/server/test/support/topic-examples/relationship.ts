/** Challenges people type, by the Relationship topic each must be matched to (used by the topic tests). */
export const relationshipExamples: Record<string, readonly string[]> = {
  'abuse-feeling-unsafe': [
    'My partner gets violent when he drinks and I am scared of him',
    'I think I am in an abusive relationship. My boyfriend checks where I am all the time and I am not allowed to see my friends',
    "My husband pushed me against the wall last week and threatened to kill me if I leave. I don't feel safe at home",
  ],
  'trust-after-infidelity': [
    "my husband cheated last year and I can't trust him",
    'I found out my wife had an affair with a colleague for 8 months and we are trying to make it work',
    'I was unfaithful to my girlfriend and I want to rebuild her trust',
  ],
  'loved-one-addiction': [
    'My husband is an alcoholic and I do not know how to help him anymore',
    'my partner has a gambling problem and has lost all our savings',
    'My son is addicted to cocaine and it is tearing our family apart',
  ],
  'recovery-and-relationships': [
    'I want to stop drinking because it is ruining my marriage',
    'I am a recovering alcoholic trying to win back my wife\'s trust',
    'I have been in recovery from gambling for three months and my family still does not trust me',
  ],
  'new-baby-strain': [
    'Since the baby arrived my wife and I just snap at each other',
    'We have a newborn and we barely have time for each other, we are both exhausted from night feeds',
    'I am on maternity leave with our 6 week old and I feel like my partner and I are just co-workers now',
  ],
  'fertility-struggles': [
    'We have been trying for a baby for two years and it is putting a strain on us',
    'Third round of IVF failed and my husband and I are barely coping',
    'After my miscarriage we feel distant from each other',
  ],
  'single-parenting': [
    'I am a single mum of three and I feel like I am drowning',
    'Single dad here, raising my kids on my own since their mum left, and I have no time for myself',
    'Being a single parent with no family nearby is so isolating',
  ],
  'dating-finding-partner': [
    "I'm single and hate dating apps",
    'I am 34, still single and I really want to find someone to settle down with',
    'I keep going on first dates from Hinge and Tinder that lead nowhere',
  ],
  'breakup-recovery': [
    'My girlfriend broke up with me two months ago and I cannot stop thinking about her',
    'How do I get over my ex? We split up after 6 years',
    'I was dumped out of nowhere and I am heartbroken',
  ],
  'divorce-co-parenting': [
    'I am going through a divorce and we have two kids',
    'Co-parenting with my ex-wife is a nightmare, every handover ends in a row',
    'We separated last year and we cannot agree on custody arrangements',
  ],
  'stay-or-leave': [
    'I think I have fallen out of love with my husband and do not know if I should stay or leave',
    'I am unhappy in my marriage but scared to leave because of the kids',
    'I keep thinking about leaving my boyfriend but I am not sure it is the right thing',
  ],
  'commitment-and-future': [
    'We have been together 7 years and he still does not want to get married',
    'My girlfriend wants kids and I am not sure I do',
    'I want commitment but my partner says he is not ready to take the next step',
  ],
  'wedding-planning-stress': [
    'Planning our wedding is causing so many fights between me and my fiance',
    'Our wedding is in 5 months and both our mothers are fighting over the guest list',
    'The wedding budget is out of control and we keep arguing about the venue',
  ],
  'moving-in-together': [
    'My boyfriend and I are moving in together next month and I am nervous',
    'We just moved in together and already disagree about everything',
    'I am moving in with my partner and want to make sure we start off right',
  ],
  'long-distance-relationship': [
    'I am in a long distance relationship and we only see each other every few months',
    'My girlfriend lives abroad and the time difference makes it hard to talk',
    'My husband is deployed for 9 months and I feel so disconnected from him',
  ],
  'opposite-shifts': [
    'My wife and I work opposite shifts and never see each other',
    'I work night shifts as a nurse and my husband works days, we are like strangers',
    'My partner does rotating shifts at the hospital and we have no time together',
  ],
  'couple-money-talks': [
    'My husband and I constantly argue about money',
    'My wife is a big spender and I am a saver, we fight every month when the credit card bill arrives',
    'We cannot agree whether to have a joint account or split the bills',
  ],
  'chores-mental-load': [
    'we argue every evening about chores',
    'I do all the housework and the mental load is crushing me',
    'My partner never helps with the cleaning or cooking and I am exhausted',
  ],
  'phones-in-the-way': [
    'My husband is always on his phone, even during dinner',
    'We spend every evening scrolling on our phones instead of talking',
    'My boyfriend plays video games all night and ignores me',
  ],
  'partner-depression-anxiety': [
    'My husband has depression and I do not know how to support him',
    'My girlfriend has severe anxiety and panic attacks and I feel helpless',
    'My partner has been really low and withdrawn for months and refuses to see a doctor',
  ],
  'child-additional-needs': [
    'My son has autism and it is putting a huge strain on our marriage',
    'Our daughter has special needs and my husband and I never get a break',
    'I am exhausted fighting for an EHCP for my disabled son',
  ],
  'caring-for-sick-partner': [
    'My wife was diagnosed with MS and I have become her carer',
    'My husband has cancer and our relationship has changed completely',
    'I am caring for my partner who has a chronic illness and I feel like I have lost my partner',
  ],
  'cultural-religious-differences': [
    'I am Muslim and my boyfriend is Christian and our families do not approve',
    'We come from very different cultures and it causes tension over how to raise our kids',
    'My partner is religious and I am an atheist and it keeps coming up',
  ],
  'in-laws': [
    'My mother-in-law interferes in everything and my husband never stands up to her',
    'My in-laws turn up unannounced and criticise how we raise the kids',
    'My wife always takes her mother\'s side and I feel like an outsider',
  ],
  'ageing-parents': [
    'My elderly mother has dementia and I am struggling to cope',
    'I am caring for my dad and working full time and I am burning out',
    'My parents are getting older and I live far away and feel guilty',
  ],
  'teenager-conflict': [
    "my teenage son won't talk to me",
    'My 15 year old daughter is so rude and we fight every day',
    'My teenager stays in his room all day and slams doors when I ask him anything',
  ],
  'toddler-tantrums': [
    'My 3 year old has tantrums every day and I end up shouting',
    'I lose my patience with my toddler and then feel guilty',
    'How do I deal with the terrible twos? Every meltdown ends with both of us crying',
  ],
  'children-fighting': [
    'My kids fight all the time and I am sick of being the referee',
    'The sibling rivalry between my two boys is driving me mad',
    'My children fight constantly and my oldest is jealous of the baby',
  ],
  'blended-family': [
    'My stepdaughter refuses to accept me',
    'I am struggling as a stepmum, my partner\'s kids ignore me',
    'We are a blended family with four kids and it is chaos',
  ],
  'adult-children': [
    'My adult son still lives at home at 28 and will not contribute',
    'My grown-up daughter hardly calls and I feel shut out of her life',
    'I do not get to see my grandchildren because of tension with my daughter-in-law',
  ],
  'empty-nest': [
    'Our youngest left for university and the house is so quiet',
    'Now the kids have left home my husband and I do not know what to talk about',
    'I feel lost since my daughter moved out, being an empty nester is harder than I expected',
  ],
  'adult-sibling-conflict': [
    'My brother and I have not got on for years',
    'My sister and I are fighting over our parents\' inheritance',
    'My older sister and I always clash over how to care for our parents',
  ],
  'estranged-family': [
    'I have not spoken to my father in 10 years and want to reconnect',
    'My son cut contact with me and I do not know why',
    'I am estranged from my sister and would like to reach out',
  ],
  'difficult-parent-boundaries': [
    'My mother is toxic and always guilt trips me',
    'My narcissistic mother criticises everything I do and I need boundaries with her',
    'My dad is very controlling and overbearing even though I am 35',
  ],
  'family-gatherings-stress': [
    'Christmas with my family always ends in arguments',
    'I dread family gatherings because of my uncle\'s comments',
    'We can never agree whose family to visit for the holidays',
  ],
  'grief-and-loss': [
    'My mum died three months ago and I cannot function',
    'I lost my husband last year and I feel so alone in my grief',
    'My best friend passed away suddenly and I do not know how to deal with it',
  ],
  'friends-with-children': [
    'All my friends have kids now and I feel left behind',
    'Since my best friend had a baby we hardly see each other',
    'I am child-free and my friends only talk about kids',
  ],
  'toxic-friendship': [
    'I have a toxic friend who always puts me down',
    'My friendship feels so one-sided, she only calls when she needs something',
    'How do I end a friendship with someone who is draining me?',
  ],
  'friendship-falling-out': [
    'I fell out with my best friend and she will not answer my messages',
    'We had a falling out in our friendship group and now I am left out of the group chat',
    'I said something that hurt my friend and I want to make up with her',
  ],
  'new-city-friends': [
    "I moved to a new city and don't know anyone",
    'I relocated for work six months ago and still have no friends here',
    'How do I make friends as an adult? All my old friends moved away',
  ],
  'social-anxiety': [
    'I have social anxiety and avoid parties',
    'I am really shy and never know what to say in conversations',
    'I get so nervous around people and feel awkward at work events',
  ],
  'people-pleasing': [
    'I am a people pleaser and can\'t say no',
    'I always say yes to everything and end up exhausted',
    'People take advantage of me because I am too nice and avoid conflict',
  ],
  'colleague-conflict': [
    'I have a colleague who takes credit for my work',
    'There is constant tension with a coworker on my team',
    'A workmate is passive aggressive and excludes me',
  ],
  'difficult-boss': [
    'My boss micromanages everything I do',
    'My manager is bullying me and I dread going to work',
    'I have a toxic boss who criticises my work in front of everyone',
  ],
  'neighbour-dispute': [
    'My neighbours play loud music every night',
    'We are in a dispute with next door about the fence',
    'My upstairs neighbour is so noisy I cannot sleep',
  ],
  'work-crowding-out-family': [
    'I work long hours and hardly see my kids',
    'My husband is a workaholic and is never home',
    'I travel for work every week and my family feels neglected',
  ],
  'jealousy-insecurity': [
    'I get jealous whenever my boyfriend talks to other women',
    'I am so insecure that I check my girlfriend\'s phone',
    'My husband still talks to his ex and I feel jealous',
  ],
  'lost-intimacy': [
    'We have not had sex in months',
    'The spark has gone from our marriage',
    'My partner has no sex drive and there is no intimacy between us anymore',
  ],
  'growing-apart': [
    'We feel like roommates rather than a couple',
    'My husband and I have drifted apart and have nothing in common anymore',
    'We are stuck in a rut and never have quality time together',
  ],
  'feeling-taken-for-granted': [
    'I feel taken for granted by my family',
    'My husband never says thank you for anything I do',
    'I feel unappreciated, I am the one doing everything',
  ],
  'apology-and-forgiveness': [
    'I hurt my sister and want to apologise properly',
    'I cannot forgive my father for what he did',
    'I keep holding a grudge and it is eating me up',
  ],
  'anger-and-temper': [
    'I have a short temper and say things I regret',
    'I get angry over little things and snap at my family',
    'I need anger management, I lose my temper with everyone',
  ],
  loneliness: [
    'I feel lonely all the time',
    'I live alone and work from home and can go days without speaking to anyone',
    'I am isolated and have no one to talk to',
  ],
  'constant-arguments': [
    'My partner and I argue constantly',
    'We fight about everything, even small stuff',
    'Every conversation with my wife turns into an argument',
  ],
  'feeling-unheard': [
    'My husband does not listen to me',
    'I feel unheard in my relationship',
    'We have poor communication and he shuts down whenever I try to talk',
  ],
};
