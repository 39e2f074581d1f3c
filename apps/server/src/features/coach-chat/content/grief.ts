import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on grief: living with a loss, supporting others, and getting help. */
export const griefPassages: readonly LibraryPassage[] = [
  {
    id: 'grief-no-fixed-stages',
    topic: 'grief',
    title: 'Grief has no fixed stages',
    keywords: ['stages of grief', 'is this normal', 'grieving', 'bereavement', 'bereaved', 'how long does grief last', 'mourning', 'someone died', 'friend died', 'lost a friend', 'death'],
    text: "Grief doesn't follow neat stages or a timetable. You may feel sadness, numbness, anger, guilt or relief, sometimes all in one day, and the feelings often arrive in waves set off by a song, a place or an ordinary moment. Grief shows up in the body too, as tiredness, broken sleep, aches or a changed appetite. The death of a friend, colleague or former partner can be overlooked by others, yet that grief is just as real. Over time, the waves usually come less often and feel less overwhelming, though you'll still miss the person. Be patient with yourself, eat and rest where you can, and let people help with practical things.",
  },
  {
    id: 'grief-losing-a-parent',
    topic: 'grief',
    title: 'Losing a parent',
    keywords: ['mum died', 'dad died', 'my mother passed away', 'my father died', 'death of a parent', 'lost my mum', 'lost my dad', 'parent passed away', 'orphaned'],
    text: "Losing a parent can shake your sense of who you are, even as an adult and even when the death was expected. You may grieve the relationship you had, the one you wished for, and your link to your childhood. Give yourself time off from tasks that can wait, and share the practical work, such as the funeral, paperwork and clearing their home, with siblings or friends. Keep something of theirs close, like a recipe, a photo or a piece of clothing. Family tensions can rise after a death, so try to leave big decisions until emotions have settled. If you're also supporting your surviving parent, make sure someone is supporting you too.",
  },
  {
    id: 'grief-losing-a-partner',
    topic: 'grief',
    title: 'Losing a partner',
    keywords: ['husband died', 'wife died', 'widow', 'widower', 'widowed', 'partner died', 'lost my husband', 'lost my wife', 'spouse passed away'],
    text: "When your partner dies, you can lose your closest companion, your daily routine, your plans and sometimes your financial security all at once. In the early months, focus on the basics: eating something regularly, resting and accepting practical help. Let friends cook, shop or help with paperwork, and tell them specifically what would help. Try to avoid big decisions, such as moving house, during the first year if you can. Evenings, weekends and rituals you shared can be the hardest times, so plan some company for them. Groups for widowed people can help, because others there understand. If you're struggling to manage day to day, speak to your doctor or a bereavement service.",
  },
  {
    id: 'grief-losing-a-pet',
    topic: 'grief',
    title: 'When a pet dies',
    keywords: ['dog died', 'cat died', 'put my dog down', 'pet loss', 'put to sleep', 'euthanasia', 'lost my cat', 'miss my dog', 'losing a pet'],
    text: "Grief for a pet is real grief, because a pet is part of your daily life and often gives uncomplicated love. Don't let anyone, including yourself, tell you it's just an animal. If you chose to have your pet put to sleep to end their suffering, remember that it was an act of care, even if you now doubt yourself. Daily routines like walks and feeding times may feel empty, so fill them gently with something else for a while, such as a walk with a friend. Make a small memorial, like planting something or framing a photo. Take your time before deciding about another pet. Pet bereavement support lines, such as the Blue Cross service in the UK, can help.",
  },
  {
    id: 'grief-work-and-focus',
    topic: 'grief',
    title: 'Going back to work while grieving',
    keywords: ['back to work after a death', 'compassionate leave', 'bereavement leave', 'grief brain', 'brain fog', 'forgetful since the funeral', 'time off work', 'manager', 'phased return'],
    text: "Grief often affects memory and focus, so you may forget things, reread the same page or struggle to make decisions. Tell your manager what has happened, and ask about bereavement or compassionate leave and a phased return, such as shorter days or lighter duties at first. Write things down rather than relying on memory, and break work into small tasks. Expect waves of sadness at work, and find a quiet place you can step away to for a few minutes. Let one trusted colleague know, so you have someone to turn to. If your workplace has an employee assistance programme, it may offer free, confidential counselling.",
  },
  {
    id: 'grief-anniversaries',
    topic: 'grief',
    title: 'Anniversaries and special days',
    keywords: ['first christmas without', 'birthday', 'anniversary of their death', "mother's day", "father's day", 'special occasions', 'festive season', 'first year', 'holidays after a death'],
    text: "Birthdays, anniversaries, religious festivals and family holidays can bring grief back sharply, and the days leading up to them are often harder than the day itself. Plan ahead rather than hoping to get through. Decide who you want to be with and what you'll do, and have an easy way out if it becomes too much. Some people keep old traditions, some change them, and some create a new ritual, such as lighting a candle, visiting a special place or cooking the person's favourite meal. Tell friends and family that the date is coming, so they can check in. It's fine to have good moments on anniversaries and special days too.",
  },
  {
    id: 'grief-supporting-someone',
    topic: 'grief',
    title: "Supporting someone who's grieving",
    keywords: ['what to say to someone grieving', 'friend lost her mum', 'friend lost his dad', 'condolences', 'sympathy card', 'help a grieving friend', 'colleague bereaved', "don't know what to say", 'sorry for your loss', 'friend lost her baby', 'miscarriage', 'stillbirth'],
    text: "When someone is grieving, you don't need perfect words; showing up matters more. Say simply, 'I'm so sorry, I've been thinking of you.' Say the name of the person who died and share a memory if you have one, because many bereaved people want to talk about them. Avoid phrases like 'everything happens for a reason' or 'at least they're not suffering'. Offer specific help rather than 'let me know if you need anything', such as dropping off a meal, walking the dog or doing a school pick-up. Keep in touch after the funeral, when support tends to fall away. Put the anniversary and the birthday of the person who died in your calendar and send a message on those days.",
  },
  {
    id: 'grief-talking-to-children',
    topic: 'grief',
    title: 'Talking to children about death',
    keywords: ['explain death to a child', 'tell my kids', 'child grieving', 'should children go to the funeral', 'grandparent died', 'grandma died', 'kids and grief', 'how to tell children someone died'],
    text: "Children cope better with the truth, told simply, than with confusing phrases. Use clear words such as 'died' and 'dead' rather than 'gone to sleep' or 'lost', which can frighten or confuse them. Explain that the body has stopped working and that the person can't come back, and answer questions honestly, even when they ask the same ones again. Children often grieve in bursts, sad one minute and playing the next, and that's normal. Let them choose whether to go to the funeral, after explaining what will happen there. Keep routines steady, and tell their school. If a child seems stuck in distress for months, talk to your doctor or a children's bereavement charity such as Winston's Wish in the UK.",
  },
  {
    id: 'grief-guilt-and-remembering',
    topic: 'grief',
    title: 'Enjoying life and remembering them',
    keywords: ['guilty for being happy', 'guilty for laughing', 'moving on', 'enjoying life again', 'should have done more', 'regrets', 'keep their memory alive', 'memory box', 'remembering someone', 'afraid of forgetting them'],
    text: "Many bereaved people feel guilty the first time they laugh, enjoy a day out or go a few hours without thinking of the person. Enjoying life again doesn't mean you've forgotten them or loved them less; grief and joy can sit side by side. Guilt about what you did or didn't do is common too, and writing a letter to the person who died, saying what you wish you'd said, can ease it. Staying connected to the person who died can help, through a memory box of photos and letters, cooking their recipes, supporting a cause they cared about or talking about them with people who knew them. Many people find their bond with the person continues in a new form rather than ending.",
  },
  {
    id: 'grief-sudden-loss-and-support',
    topic: 'grief',
    title: 'Sudden loss and getting support',
    keywords: ['died suddenly', 'unexpected death', 'accident', 'suicide', 'bereaved by suicide', 'bereavement counselling', 'grief counsellor', 'cruse', "can't cope with grief", 'stuck in grief'],
    text: "A sudden death, such as from an accident, suicide, a heart attack or violence, can bring shock, disbelief and intrusive images on top of grief, and it may take longer to sink in. Specialist support exists for sudden and traumatic loss, including services for people bereaved by suicide. After any loss, talk to your doctor or a bereavement service if, months on, grief still stops you functioning day to day, you feel numb or stuck, you're using alcohol or drugs to cope, or you can't stop replaying how they died. In the UK, Cruse Bereavement Support offers free help on 0808 808 1677. If you have thoughts of ending your life, call Samaritans on 116 123 or emergency services.",
  },
  {
    id: 'grief-sleep-after-a-loss',
    topic: 'grief',
    title: 'Sleeping after a loss',
    keywords: ["can't sleep since", "can't sleep since my dad died", "can't sleep since my mum died", "can't sleep since my dad passed away", "can't sleep since my mum passed away", 'not sleeping since they passed away', "haven't slept properly since", 'sleep after bereavement', 'insomnia after a death', 'lying awake thinking about them', 'nightmares after a death', 'grief and sleep', 'waking up thinking about them'],
    text: "Grief often disturbs sleep: you may lie awake replaying what happened, wake early with a jolt of remembering, or dread the quiet of the night. This is a normal part of grieving and usually eases with time. Keep to a regular time to get up, even after a bad night, and get some daylight and movement during the day. If you can't sleep, get up after twenty minutes or so and do something calm in dim light, such as writing down what you're thinking about them, then go back to bed when you feel sleepy. Try not to rely on alcohol to get to sleep, since it breaks up sleep later in the night. If poor sleep goes on for more than a few weeks or you're struggling to cope, talk to your doctor.",
  },
  {
    id: 'grief-the-funeral',
    topic: 'grief',
    title: 'Getting through the funeral',
    keywords: ['funeral', 'funeral this week', 'funeral tomorrow', 'funeral on friday', 'get through the funeral', 'dreading the funeral', 'cremation', 'burial', 'the wake', 'eulogy', 'funeral speech', 'speech at the funeral', 'giving a reading', 'memorial service', 'service for my'],
    text: "Plan the day of the funeral in small, practical pieces, so you only have to get through one part at a time. Lay out your clothes, tissues, any reading and the directions the night before, and arrange a lift so you don't have to drive. Try to eat something in the morning and carry water and a snack, as grief and adrenaline can leave you shaky. Ask someone you trust to stay near you all day; they can handle conversations, fetch you a drink or step outside with you. If you're giving a reading or eulogy, print it in large type and ask someone to be ready to take over if you can't go on. Crying, laughing or feeling numb are all normal. It's fine to leave the wake early and to plan a quiet evening afterwards.",
  },
];
