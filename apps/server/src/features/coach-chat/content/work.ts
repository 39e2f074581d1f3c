import type { LibraryPassage } from './types.ts';

/** The built-in coach's passages on work. */
export const workPassages: readonly LibraryPassage[] = [
  {
    id: 'work-focus',
    topic: 'work',
    title: 'Protecting your focus',
    keywords: ['concentrate', 'distracted', 'concentration', 'deep work', 'pomodoro', 'multitasking', 'attention span', 'productivity'],
    text: "Constant switching between tasks, emails and messages drains your attention. Try working in focused blocks: choose one task, set a timer for twenty-five to fifty minutes, and work only on that. Close email and chat, silence notifications, and put your phone out of sight. When the timer goes, take a short break to stretch or get a drink, then start the next block. Schedule two or three blocks into your calendar this week, ideally at the time of day you feel sharpest. Check email and messages at set times instead of all day. Keep a notepad nearby to jot down stray thoughts, so you can return to them later without losing your place.",
  },
  {
    id: 'work-burnout',
    topic: 'work',
    title: 'Recognising and easing burnout',
    keywords: ['burnt out', 'burned out', 'exhausted by work', 'dread going to work', 'cynical', 'nothing left to give', 'job stress', 'overworked'],
    text: "Burnout builds up when demands stay high for a long time without enough rest or support. Signs include feeling exhausted most days, dreading work, becoming cynical or detached, and finding it harder to get things done. If this sounds familiar, take it seriously. This week, write down what's draining you most and what's within your control. Talk to your manager about workload and priorities, ideally with specific suggestions, such as deadlines to move or tasks to hand over. Protect your time off: take your breaks and use your annual leave. Reconnect with things outside work that restore you. If you're struggling to cope, see your doctor, and check whether your workplace offers confidential counselling.",
  },
  {
    id: 'work-asking-for-a-raise',
    topic: 'work',
    title: 'Asking for a pay rise',
    keywords: ['raise', 'pay rise', 'ask my boss for a raise', 'ask for more pay', 'salary', 'more money', 'promotion', 'negotiate pay', 'underpaid', 'pay review', 'salary increase'],
    text: "Asking for a pay rise feels awkward, but preparation makes it a business conversation rather than a favour. Gather evidence of your contribution over the last year: results, extra responsibilities, problems you solved and positive feedback. Research typical pay for similar roles in your area using job adverts and salary surveys. Ask your manager for a dedicated meeting rather than springing it on them, ideally ahead of budget or review time. Make your case calmly, name a specific figure or range, and then pause to let them respond. If the answer is no, ask what you'd need to achieve to get there, and agree when you'll revisit it. Consider other benefits too, like training or flexible hours.",
  },
  {
    id: 'work-difficult-boss',
    topic: 'work',
    title: 'Working with a difficult boss',
    keywords: ['bad manager', 'micromanaging', 'boss hates me', 'unfair boss', 'toxic manager', 'supervisor', 'line manager'],
    text: "A difficult manager can make every day harder, but some things help. First, try to understand what they care about and how they like to communicate, such as short emails or quick chats, and adapt where it's reasonable. Ask for clarity on priorities and expectations, and confirm important agreements by email afterwards. If something specific is a problem, ask for a private conversation and describe the behaviour and its effect calmly, with a suggestion. Keep a factual record of incidents with dates. If the behaviour is unfair or humiliating, or continues despite your efforts, talk to HR, another senior colleague, or a union or employee representative if you have one.",
  },
  {
    id: 'work-difficult-colleague',
    topic: 'work',
    title: 'Tension with a colleague',
    keywords: ['coworker', 'co-worker', 'annoying colleague', 'takes credit', 'clash', 'workplace conflict', 'teammate'],
    text: "Tension with a colleague can spill into your whole week. Before reacting, consider whether there might be a misunderstanding, different working styles or pressure they're under. Try a private, calm conversation: describe a specific situation, how it affected you or the work, and what you'd like instead. For example, 'When the report changed without a heads-up, I missed the deadline. Could you let me know before changes?' Listen to their view too. Focus on the work rather than their personality. If things don't improve, keep notes and speak to your manager. Meanwhile, keep your own behaviour professional, and vent to friends outside work rather than in the office.",
  },
  {
    id: 'work-after-hours-boundaries',
    topic: 'work',
    title: 'Switching off after work',
    keywords: ['emails at night', 'boss emailing me', 'manager messages at night', 'work life balance', 'always on call', 'messages after hours', 'answering slack', 'working late', 'cant switch off from work'],
    text: "When work spills into your evenings, it's hard to ever fully rest. Decide when your working day ends and create a small ritual to mark it, such as writing the next day's to-do list, closing the laptop and going for a walk. Turn off email and chat notifications outside your working hours, or remove work apps from your personal phone. Let colleagues know your availability, for example in your email signature, and schedule your own emails to send in the morning instead of at night. If your manager messages late, it's reasonable to ask whether they expect a reply before the next working day. If out-of-hours work is constant, raise your workload with them directly.",
  },
  {
    id: 'work-job-search-stress',
    topic: 'work',
    title: 'Coping with a job search',
    keywords: ['job hunting', 'unemployed', 'applications', 'rejected', 'no replies', 'looking for work', 'interviews', 'CV', 'resume'],
    text: "Looking for work can be stressful and full of rejection. Treat the search like a part-time job with set hours, and stop at the end of the day. Set weekly goals you control, like applications sent or people contacted, rather than offers received. Tailor each application to the job, using the advert's own words to show how your experience fits. Tell friends and former colleagues what you're looking for, since many roles are filled through people who know someone. Keep a simple spreadsheet of where you've applied and when to follow up. Expect rejections and silence, and try not to take them personally. Keep up your routines and exercise, and use free careers services for application and interview help.",
  },
  {
    id: 'work-meetings-overload',
    topic: 'work',
    title: 'Too many meetings',
    keywords: ['back to back meetings', 'calendar full', 'zoom calls', 'video calls', 'no time to work', 'pointless meetings', 'teams calls'],
    text: "When meetings fill your calendar, real work gets squeezed into the evenings. Review your next two weeks of meetings. For each, ask whether you need to be there, or whether you could read the notes or send an update instead. Politely decline or ask to be optional where it makes sense. For meetings you run, share a clear agenda, keep them shorter, for example twenty-five or fifty minutes, and end with agreed actions. Suggest replacing some status meetings with a written update. Block out time in your calendar for focused work and treat it like a meeting. If meeting load is a team-wide problem, take a specific proposal to your manager.",
  },
  {
    id: 'work-prioritising',
    topic: 'work',
    title: 'Prioritising a heavy workload',
    keywords: ['too much work', 'to-do list', 'everything is urgent', 'deadlines', 'workload', 'time management', 'swamped at work'],
    text: "When everything seems urgent, write down all your tasks, then sort them. Ask two questions about each: how important is it to my main goals, and how urgent is it? Do the important and urgent things first. Schedule time for the important but not urgent things, like planning or learning, because they're easy to neglect. Delegate, shorten or push back on the urgent but less important things, and drop what's neither. If you genuinely have too much, ask your manager to help you rank priorities: 'I can do A and B this week, or C. Which matters most?' Each morning, pick your top three tasks and start one of them before checking email.",
  },
  {
    id: 'work-self-doubt',
    topic: 'work',
    title: 'Feeling not good enough',
    keywords: ['impostor syndrome', 'imposter syndrome', 'fraud', 'not qualified', 'self doubt', 'new job nerves', 'confidence at work'],
    text: "Many capable people feel they're not good enough and will be found out, especially after a promotion or in a new role. The feeling isn't proof that you're failing. Keep a simple file of evidence: positive feedback, things you've achieved and problems you've solved, and read it when doubt creeps in. Talk to a trusted colleague or mentor; you may be surprised how many people feel the same. Accept that learning means not knowing everything yet, and ask questions early instead of struggling in silence. When you get praise, practise saying thank you rather than brushing it off. Compare yourself with your own progress, not with other people's highlight reels.",
  },
];
