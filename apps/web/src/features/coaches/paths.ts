import type { CoachCard } from '@iyl/core/coach-profiles/contract';
import { customerBookingsEndpoints } from '@iyl/core/bookings/endpoints';
import { coachDirectoryEndpoints } from '@iyl/core/coach-profiles/endpoints';
import { endpointUrl } from '../../lib/api-client.ts';

/** /Coaching's first reads (under /api/v1), for the route table: the first page of coaches and of my bookings. */
export const coachingFirstReads = [
  endpointUrl(coachDirectoryEndpoints.AllCoach, { query: { page: 1 } }),
  endpointUrl(customerBookingsEndpoints.GetMyBookings, { query: { page: 1 } }),
] as const;

/** A coach's course library: ref = the coach's e-mail, coach = their full name (spec part 2 §2). */
export const courseListPath = (coach: Pick<CoachCard, 'email' | 'fullname'>) => `/CourseList?ref=${encodeURIComponent(coach.email)}&coach=${encodeURIComponent(coach.fullname)}`;

/** The AI coach in this coach's name: ref = e-mail, Id = full name, UID = picture, spec = specialization. */
export const aiCoachPath = (coach: Pick<CoachCard, 'email' | 'fullname' | 'profilePic' | 'specialization'>) =>
  `/AICoach?ref=${encodeURIComponent(coach.email)}&Id=${encodeURIComponent(coach.fullname)}&UID=${encodeURIComponent(coach.profilePic ?? '')}&spec=${encodeURIComponent(coach.specialization)}`;
