/** Challenges people type, by the Health topic each must be matched to (used by the topic tests). */
export const healthExamples: Record<string, readonly string[]> = {
  'quit-smoking': [
    'I want to quit smoking, 15 a day',
    'I switched from cigarettes to vaping and now I vape all day long, I need to get off nicotine',
    'Smoker for 20 years, tried to give up three times and always start again when stressed',
  ],
  'cut-down-alcohol': [
    'I drink a bottle of wine most nights and want to cut back',
    'Too many pints at the weekend, the hangovers are wrecking my Sundays',
    'I think I rely on alcohol to relax after work and I would like to drink less',
  ],
  'knee-running-injury': [
    'my left knee hurts after runs over 10 km',
    'I keep getting shin splints whenever I increase my mileage',
    'Sprained my ankle playing football two weeks ago and it still aches when I walk',
  ],
  'back-pain': [
    'I have had lower back pain for months from sitting at work',
    'I put my back out lifting a box and now I can barely bend',
    'Sciatica down my right leg is making it hard to sleep and walk',
  ],
  'neck-shoulder-posture': [
    'My neck and shoulders are so stiff after a day on the laptop',
    'I have terrible posture, I am always hunched over my desk',
    'Constant tension in my upper back and neck pain by the afternoon',
  ],
  'night-shift': [
    'I work night shifts as a nurse and never feel rested',
    'Rotating shifts at the warehouse have completely messed up my eating and sleep',
    'I do 12-hour shifts, often nights, and I am living on energy drinks and vending machine snacks',
  ],
  'new-baby': [
    'we just had a baby and I am exhausted',
    'New mum with a 3 month old, I never get more than two hours sleep at a time',
    'Our newborn has colic and night feeds every two hours, I have no time to look after myself',
  ],
  insomnia: [
    "I can't fall asleep until 3 or 4 in the morning even though I'm tired",
    'I wake up at night around 3am and lie awake for hours',
    'I sleep badly most nights and feel like a zombie the next day',
  ],
  'snoring-sleep-apnoea': [
    'My wife says I snore really loudly and sometimes stop breathing',
    'I wake up gasping and feel sleepy all day, could it be sleep apnoea?',
    'My snoring is keeping my partner awake and we now sleep in separate rooms',
  ],
  'stress-burnout': [
    'I am completely burnt out from work and cannot switch off in the evenings',
    'Stressed all the time with deadlines, long hours and no time for myself',
    'I feel overwhelmed by my workload and I am running on empty',
  ],
  'anxiety-panic': [
    'I get panic attacks on the train and my heart races',
    'Constant anxiety and overthinking about everything',
    'I feel anxious and on edge most days and worry about things I cannot control',
  ],
  'low-mood': [
    'I have been feeling low for weeks and have lost interest in everything',
    'I think I might be depressed, I cry a lot and feel hopeless',
    'No motivation to do anything, I just feel empty and numb',
  ],
  'lose-weight': [
    'I want to lose weight, about 15 kg',
    'I have gained weight since lockdown and none of my clothes fit',
    'Overweight and my doctor says I should lose some belly fat',
  ],
  'gain-weight-muscle': [
    'I am too skinny and want to build muscle',
    'I need to gain weight, I am underweight and struggle to eat enough',
    'Hardgainer here, fast metabolism, I want to bulk up this year',
  ],
  'beginner-fitness': [
    'I am really unfit and get out of breath climbing stairs',
    'I have never exercised in my life and do not know where to start',
    'I want to get fit and maybe try couch to 5k',
  ],
  'marathon-training': [
    'training for my first marathon in April',
    'I want to get a personal best at my half marathon this autumn',
    'Doing my first triathlon in the summer and need a proper training block',
  ],
  'strength-training': [
    'I want to get stronger and start lifting weights at the gym',
    'I want to learn to squat and deadlift properly',
    'Looking to tone up with kettlebell and dumbbell workouts at home',
  ],
  'type-2-diabetes': [
    'I was just diagnosed with type 2 diabetes',
    'My doctor said I am prediabetic and my blood sugar is too high',
    'My HbA1c keeps going up even though I take metformin',
  ],
  'high-blood-pressure': [
    'I have high blood pressure and want to bring it down without more pills',
    'My doctor says I have hypertension and I need to cut down on salt',
    'My BP readings at home are around 150 over 95',
  ],
  'cholesterol-heart-health': [
    'My cholesterol came back high at my last check-up',
    'Heart disease runs in my family and I want to look after my heart health',
    'I want to lower my LDL without going on statins if possible',
  ],
  'sugar-cravings': [
    'I have a massive sweet tooth and eat chocolate every day',
    'I cannot stop eating biscuits and sweets in the afternoon',
    'I drink three cans of fizzy drinks a day and want to cut out sugar',
  ],
  'emotional-eating': [
    'I binge eat when I am stressed and then feel guilty',
    'Comfort eating every evening after a bad day',
    'I snack late at night when I am bored and cannot stop',
  ],
  'drink-more-water': [
    'I barely drink any water and often feel thirsty',
    'I forget to drink during the day and I know I am dehydrated',
    'I want to drink 2 litres of water a day',
  ],
  'caffeine-dependence': [
    'I drink six cups of coffee a day and cannot function without caffeine',
    'I am addicted to energy drinks, two Monsters a day',
    'I get a caffeine headache if I skip my morning coffee',
  ],
  'energy-slumps': [
    'I have no energy and I am tired all the time',
    'Every afternoon I hit a slump and can barely keep my eyes open',
    'I feel sluggish and drained from the moment I wake up',
  ],
  'screen-time': [
    'I spend 6 hours a day on my phone scrolling TikTok',
    'Doomscrolling in bed until midnight every night',
    'I want to reduce my screen time and stop checking Instagram all the time',
  ],
  'sedentary-desk-job': [
    'I sit all day at a desk job and barely move',
    'Working from home, some days I only do 2000 steps',
    'I want to walk more and reach 10,000 steps a day',
  ],
  menopause: [
    'Perimenopause is giving me hot flushes and night sweats',
    'I am going through the menopause and my sleep is awful',
    'Should I consider HRT, my menopause symptoms are getting worse',
  ],
  pregnancy: [
    'I am 12 weeks pregnant and want to stay healthy',
    'Pregnant with my first and wondering what exercise is safe',
    'Morning sickness in my first trimester makes it hard to eat well',
  ],
  'postnatal-recovery': [
    'I had a c-section 8 weeks ago and want to get my core back',
    'Postpartum and leaking when I sneeze, my pelvic floor feels weak',
    'Since giving birth I want to lose the baby weight and get fit again',
  ],
  'chronic-pain-arthritis': [
    'I have arthritis in my hands and knees and everything aches',
    'Fibromyalgia means I am in pain all the time and exhausted',
    'Chronic pain has taken over my life and painkillers barely help',
  ],
  'migraines-headaches': [
    'I get migraines two or three times a month',
    'I have a headache almost every day by the afternoon',
    'Tension headaches and a throbbing head after work',
  ],
  'digestion-ibs': [
    'I have IBS and constant bloating',
    'My stomach is always bloated after meals and I get stomach cramps',
    'Constipation and acid reflux are making me miserable',
  ],
  'healthy-cooking-budget': [
    'I want to eat healthy but I am on a tight budget',
    'Healthy food is so expensive, how can I cook cheap meals',
    'Student living on a budget, mostly eating instant noodles from the supermarket',
  ],
  'meal-prep-busy': [
    'I have no time to cook during the week',
    'I want to start meal prep on Sundays so I stop buying lunch',
    'Too busy to cook after work so I skip meals or grab whatever',
  ],
  'plant-based': [
    'I want to go vegan but worry about protein',
    'Trying to become vegetarian and eat less meat',
    'Moving to a plant-based diet and need easy recipes',
  ],
  'brain-fog-focus': [
    'I have brain fog and cannot concentrate at work',
    'I get distracted easily and lose focus after ten minutes',
    'I am forgetful lately and my memory feels foggy',
  ],
  'staying-mobile-later-life': [
    'I am over 70 and want to stay independent and mobile',
    'I had a fall last year and now I have a fear of falling',
    'In my 60s, I have osteoporosis and worry about my balance problems',
  ],
  'recovery-after-illness-surgery': [
    'I had a hip replacement last month and want to get strong again',
    'Recovering from pneumonia and I get tired walking to the shop',
    'After my operation I have lost so much strength and stamina',
  ],
  'eye-strain': [
    'My eyes hurt after staring at screens all day',
    'Dry eyes and blurry vision by the end of the workday',
    'I get eye strain from my computer and keep squinting',
  ],
  'late-night-gaming': [
    'I play video games until 3am and am wrecked the next day',
    'Gaming on my PS5 every night means I only sleep five hours',
    'I stay on the Xbox with friends on Discord way too late',
  ],
  'jet-lag-travel': [
    'I fly long-haul for work every month and jet lag destroys me',
    'Frequent business trips across time zones ruin my sleep and eating',
    'Living in hotels and airports, I never keep a routine',
  ],
  'long-covid-fatigue': [
    'I have long covid and crash after any activity',
    'Since I had covid last year I have been exhausted and foggy',
    'Post-viral fatigue after glandular fever, I need to learn pacing',
  ],
  'healthy-eating': [
    'I want to eat healthier and stop living on junk food',
    'I eat too many takeaways and hardly any vegetables',
    'My diet is mostly processed food and ready meals',
  ],
  'late-bedtime': [
    'I always go to bed too late and then hit snooze five times',
    'Night owl here, I stay up late even when I know I should sleep',
    'I want to fix my sleep schedule and wake up earlier',
  ],
  'period-pain-pms': [
    'I get really painful periods and have to take days off',
    'PMS makes me irritable and tearful the week before my period',
    'My periods are heavy and irregular and I feel drained',
  ],
  'cut-down-cannabis': [
    'I smoke weed every night to get to sleep and want to stop',
    'I have been using cannabis daily for years and it is making me paranoid',
    'Trying to cut down on edibles and getting stoned every weekend',
  ],
  'flexibility-mobility': [
    'I cannot even touch my toes, I want to be more flexible',
    'I want to start yoga and stretching to feel less stiff',
    'Tight hamstrings and hip flexors from cycling, need to work on flexibility',
  ],
};
