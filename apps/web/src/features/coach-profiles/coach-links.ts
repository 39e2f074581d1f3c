import type { CoachCard } from '@iyl/core/coach-profiles/contract';

/** A coach's course library: ref = the coach's e-mail, coach = their full name (spec part 2 §2). */
export const courseListPath = (coach: Pick<CoachCard, 'email' | 'fullname'>) => `/CourseList?ref=${encodeURIComponent(coach.email)}&coach=${encodeURIComponent(coach.fullname)}`;

/** The AI coach in this coach's name: ref = e-mail, Id = full name, UID = picture, spec = specialization. */
export const aiCoachPath = (coach: Pick<CoachCard, 'email' | 'fullname' | 'profilePic' | 'specialization'>) =>
  `/AICoach?ref=${encodeURIComponent(coach.email)}&Id=${encodeURIComponent(coach.fullname)}&UID=${encodeURIComponent(coach.profilePic ?? '')}&spec=${encodeURIComponent(coach.specialization)}`;
