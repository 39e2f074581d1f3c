import type { SessionUser } from '@iyl/core/auth/contract';
import type { Services } from '../platform/modules.ts';

/**
 * /AICoach: a chat with the product's own coach about money (a question, a follow-up that makes it a
 * plan for the week, and another question), one about a fight over chores with a follow-up read in its
 * context, one about the customer's own mood log, and one with the demo coach whose answer quotes her
 * PDF by page. Answers are written as in the app (in the background); the seed waits for each.
 */
export async function seedChats(services: Services, customer: SessionUser, coach: SessionUser) {
  const { chat } = services.coachChat;
  const ask = async (body: Parameters<typeof chat.ask>[1]) => {
    const asked = await chat.ask(customer, body);
    await chat.writer.settled(asked.turn.id);
    return asked;
  };
  const money = await ask({ text: 'How can I save money on food?' });
  await ask({ text: 'Can you make that into a simple plan for this week?', conversationId: money.conversation.id });
  await ask({ text: 'And how much should I keep in an emergency fund?', conversationId: money.conversation.id });
  const chores = await ask({ text: 'My partner and I had a big fight about chores last night and now we’re barely talking.' });
  await ask({ text: 'How do I start that conversation tonight?', conversationId: chores.conversation.id });
  await ask({ text: 'How is my mood lately?' });
  await ask({ text: 'I lie awake at night. How can I fall asleep faster?', coach: coach.email });
}
