import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on everyday aches and pains, and the signs that need a doctor. */
export const painPassages: readonly LibraryPassage[] = [
  {
    id: 'pain-lower-back',
    topic: 'pain',
    title: 'Lower back pain',
    keywords: ['backache', 'lower back pain', 'bad back', 'back hurts', 'sore back', 'put my back out', 'sciatica', 'back pain from sitting', 'slipped disc'],
    text: "Most lower back pain isn't caused by serious damage and gets better within a few weeks. Staying gently active helps it recover faster than bed rest, so keep walking and doing your normal activities as far as the pain allows. If you sit a lot, get up and move every thirty to forty-five minutes, and change position often, because no single posture is perfect. Heat and a painkiller suggested by a pharmacist can ease the pain enough to keep you moving. Gentle knee-to-chest stretches, pelvic tilts and regular walks help, and stronger core and leg muscles make a return less likely. See a doctor or physiotherapist if the pain isn't improving after a few weeks, and get urgent help for numbness around your bottom or genitals, or problems controlling your bladder or bowels.",
  },
  {
    id: 'pain-neck-screens',
    topic: 'pain',
    title: 'Neck pain from laptops and phones',
    keywords: ['stiff neck', 'sore neck', 'neck ache', 'text neck', 'laptop posture', 'hunched over', 'working from the sofa', 'crick in my neck', 'monitor height', 'shoulder ache'],
    text: "Neck pain from laptops and phones usually comes from holding your head forward and down for long periods. Raise your screen so the top is roughly at eye level, using a laptop stand or a pile of books with a separate keyboard and mouse. Hold your phone higher rather than dropping your chin to it. Avoid working from the sofa or bed for long stretches. Every half hour, roll your shoulders, gently tuck your chin back, and turn your head slowly from side to side. Warmth, such as a heat pack or a shower, can relax tight muscles. See a doctor if neck pain follows an injury or spreads into your arm with numbness or weakness, and get urgent help for a stiff neck with fever and a headache.",
  },
  {
    id: 'pain-wrists-typing',
    topic: 'pain',
    title: 'Wrist pain from typing',
    keywords: ['sore wrists', 'rsi', 'repetitive strain injury', 'carpal tunnel', 'mouse arm', 'tingling fingers', 'keyboard', 'forearm pain', 'numb hands at night', 'wrist ache'],
    text: "Aching wrists and forearms from typing or using a mouse are often a sign of repetitive strain. Keep your wrists straight and level while typing, with your elbows at about a right angle and the keyboard close to you. Rest your palms rather than your wrists on the desk during pauses, and hold the mouse loosely rather than gripping it. Learn keyboard shortcuts so you use the mouse less, and try switching the mouse to your other hand for part of the day. Take short breaks every half hour to shake out your hands and gently stretch your fingers and wrists. If you have tingling or numbness in your fingers, especially at night, or a weaker grip, see a doctor, as it may be carpal tunnel syndrome.",
  },
  {
    id: 'pain-knees-stairs',
    topic: 'pain',
    title: 'Knees that ache on stairs',
    keywords: ['knee pain', 'sore knees', 'knees hurt going downstairs', 'knees hurt on stairs', 'clicking knees', 'creaky knees', "runner's knee", 'knee pain when squatting', 'kneecap'],
    text: "Knee pain going up or down stairs often comes from around the kneecap and usually improves with the right kind of activity. Strengthening the muscles at the front of your thigh and around your hips takes load off the knee, so try sit-to-stands from a chair, step-ups on a low step and lying leg raises a few times a week. Reduce, rather than stop, activities that make the pain flare, and build back up gradually. On stairs, use the handrail, lead with your stronger leg going up and with your sore leg coming down. Clicking without pain is usually harmless. See a doctor if your knee is hot and swollen, gives way, locks, or can't take your weight, or if the pain follows an injury.",
  },
  {
    id: 'pain-feet-standing',
    topic: 'pain',
    title: 'Sore feet from standing',
    keywords: ['feet hurt', 'aching feet', 'heel pain', 'plantar fasciitis', 'standing all day', 'on my feet all day', 'arch pain', 'shoes for standing', 'sore soles'],
    text: "Long hours on your feet can leave them aching, and pain under the heel that's worst with your first steps in the morning is often plantar fasciitis. Wear supportive, cushioned shoes with a low heel, and replace them when the cushioning wears out. Avoid going barefoot on hard floors or wearing thin, flat soles for long. Shift your weight and move around rather than standing still, and use a cushioned mat where you stand for long periods. At the end of the day, stretch your calves and roll the sole of your foot over a cold bottle or a ball. If the pain lasts more than a few weeks, see a pharmacist, doctor or podiatrist. If you have diabetes, see a doctor promptly about any foot pain, numbness or sores.",
  },
  {
    id: 'pain-tension-headaches',
    topic: 'pain',
    title: 'Tension headaches',
    keywords: ['headache', 'headaches every day', 'head hurts', 'tight band around my head', 'pressure in my head', 'headache from screens', 'daily headaches', 'sore head', 'headaches every afternoon', 'headache at work', 'afternoon headaches'],
    text: "Tension headaches often feel like a tight band or pressure across your forehead or the back of your head. Tension headaches are commonly linked to stress, poor sleep, skipped meals, not drinking enough and long hours at a screen. If your headaches come on in the afternoon at work, drink water, eat a proper lunch, take screen breaks and loosen your neck and jaw with gentle stretches. A standard painkiller from a pharmacist can help, but taking painkillers on 15 or more days a month can itself cause daily headaches, so keep them occasional. Keep a headache diary for a few weeks to spot patterns. Get urgent help for a sudden, severe headache, or one with a stiff neck and fever, weakness, confusion or changes in your vision, or one after a head injury.",
  },
  {
    id: 'pain-heat-or-ice',
    topic: 'pain',
    title: 'Heat or ice?',
    keywords: ['hot water bottle', 'ice pack', 'cold compress', 'heat pad', 'swelling', 'pulled muscle', 'strain', 'twisted ankle', 'frozen peas', 'hot or cold'],
    text: "As a rough rule, use cold for a fresh injury and warmth for stiffness and aching muscles. In the first two or three days after a sprain, strain or knock, wrap an ice pack or a bag of frozen peas in a tea towel and hold it on the area for up to twenty minutes every two or three hours to ease pain and swelling. For stiff, tight muscles or a long-standing ache, a warm bath, a heat pack or a covered hot-water bottle for fifteen to twenty minutes helps muscles relax. Never put ice or heat straight onto bare skin, and don't use either on areas with poor feeling, as you could burn yourself without noticing. See a doctor if you can't put weight on an injury.",
  },
  {
    id: 'pain-pacing-long-term',
    topic: 'pain',
    title: 'Pacing with long-term pain',
    keywords: ['chronic pain', 'fibromyalgia', 'boom and bust', 'flare up', 'pain every day', 'persistent pain', 'good days and bad days', 'pain management', 'arthritis pain', 'spoon theory'],
    text: "With long-term pain, such as fibromyalgia or chronic back pain, it's common to do too much on a good day and then pay for it with several bad ones. Pacing your activity breaks that boom-and-bust cycle. Work out how long you can do an activity, such as walking, housework or gardening, before the pain flares, and set your starting amount a little below that, even on good days. Break bigger jobs into chunks with planned rests. Increase slowly, by about ten percent every week or two, if it feels manageable. Gentle regular movement, good sleep and things you enjoy can all turn pain down. Ask your doctor about physiotherapy, a pain management programme, and reviewing any medication that isn't helping.",
  },
  {
    id: 'pain-period-pain',
    topic: 'pain',
    title: 'Period pain',
    keywords: ['period cramps', 'menstrual cramps', 'painful periods', 'time of the month', 'endometriosis', 'heavy periods', 'cramps', 'dysmenorrhoea', 'pelvic pain'],
    text: "Cramping pain in your lower tummy, back or thighs around your period is common, and there's plenty you can do to ease it. Anti-inflammatory painkillers such as ibuprofen, if they're safe for you, tend to work best when started at the first sign of pain and taken regularly for a day or two. Put a covered hot-water bottle or heat pad on your tummy or back. Gentle exercise, such as walking, swimming or yoga, can help, even though resting may feel more tempting. See a doctor if period pain stops you going to work or school, gets worse over time, or comes with very heavy bleeding, pain during sex or bleeding between periods. Conditions such as endometriosis can be treated, so don't just put up with it.",
  },
  {
    id: 'pain-red-flags',
    topic: 'pain',
    title: 'Pain that needs a doctor',
    keywords: ['when to see a doctor', 'worried about pain', 'serious pain', 'emergency', 'numbness', 'pins and needles', 'after a fall', 'pain at night', 'fever', "can't control my bladder", 'A&E'],
    text: "Most everyday aches settle with time and gentle activity, but some signs need a doctor. Call emergency services or go to A&E straight away for back pain with numbness around your bottom or genitals, new trouble peeing or controlling your bladder or bowels, or weakness in both legs. Get urgent help too for chest pain, or for severe pain after a fall or accident. See a doctor within a day or two if pain comes with a fever or feeling unwell, wakes you at night and doesn't ease when you change position, or comes with unexplained weight loss or new numbness or weakness. Book a routine appointment for pain that isn't improving after a few weeks. If you're unsure, in the UK call NHS 111.",
  },
  {
    id: 'pain-back-pain-with-numbness',
    topic: 'pain',
    title: 'Back pain with a numb or tingling leg',
    keywords: ['sciatica', 'tingling in my leg', 'numb leg', 'leg feels numb', 'pins and needles in my leg', 'pain down my leg', 'shooting pain down my leg', 'sudden back pain', 'trapped nerve', 'slipped disc', 'back pain and numbness', 'back pain and tingling'],
    text: "If sudden back pain comes with numbness or tingling down a leg, see your GP promptly, or call NHS 111 if you can't get an appointment in the next day or two. It's often a pressed nerve, such as sciatica, which usually improves over a few weeks, but new numbness or weakness should be checked by a doctor. Call 999 or go to A&E straight away if you have numbness around your bottom or genitals, new trouble peeing or controlling your bladder or bowels, or weakness or numbness in both legs, as these can be signs of a rare condition called cauda equina syndrome, which needs urgent treatment. Meanwhile, keep moving gently rather than resting in bed, and use heat and simple painkillers if they're safe for you.",
  },
];
