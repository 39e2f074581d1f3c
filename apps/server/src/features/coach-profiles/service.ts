import type { SessionUser } from '@iyl/core/auth/contract';
import { messages } from '@iyl/core/catalog/messages';
import { COACHES_PAGE_SIZE, DEFAULT_SESSION_MINUTES, DEFAULT_WINDOWS } from '@iyl/core/coach-profiles/constants';
import { weekdays } from '@iyl/core/time/weekdays';
import type { Availability, AvailabilityRequest, BookingCounts, CoachCard, CoachProfileRequest, CoachProfileResponse, Money } from '@iyl/core/coach-profiles/contract';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { numberedPage } from '../../platform/db/paging.ts';
import { AppError, badRequest, notFound } from '../../platform/http/errors.ts';
import type { RichText } from '../../platform/html/rich-text.ts';
import type { AuthService, Contact } from '../auth/service.ts';
import { type CoachProfileRow, createCoachProfilesRepository } from './repository.ts';

type ProfileInput = Required<CoachProfileRequest>;
/** The coach's ledger sums and booking counts: read by the features built on this one (payouts, bookings). */
export type CoachSums = (coachId: string) => { money: Promise<Money>; counts: Promise<BookingCounts> };
type AvailabilityInput = AvailabilityRequest;

export interface CoachProfilesDeps {
  db: Db;
  auth: AuthService;
  richText: RichText;
  clock: () => Date;
}


function toCard(profile: CoachProfileRow, sessionMinutes: number | undefined, pic: string | null): CoachCard {
  return {
    id: profile.userId,
    fullname: profile.fullname,
    email: profile.email,
    profilePic: pic,
    specialization: profile.specialization,
    feeCents: profile.feeCents,
    sessionMinutes: sessionMinutes ?? DEFAULT_SESSION_MINUTES,
  };
}

export function createCoachProfilesService(deps: CoachProfilesDeps) {
  const { db, auth, clock } = deps;
  const repo = createCoachProfilesRepository(db);

  const contact = async (id: string): Promise<Contact> => {
    const found = (await auth.contacts([id])).get(id);
    if (!found) throw notFound();
    return found;
  };

  /** A coach's week in their zone: their own, else the defaults until they set one. */
  const weekIn = (row: { sessionMinutes: number; windows: Availability['windows'] } | undefined, timeZone: string): Availability => ({
    sessionMinutes: row?.sessionMinutes ?? DEFAULT_SESSION_MINUTES,
    windows: row?.windows ?? [...DEFAULT_WINDOWS],
    timeZone,
  });

  async function availabilityOf(coachId: string, timeZone: string): Promise<Availability> {
    return weekIn(await repo.availability(coachId), timeZone);
  }

  /** Whether customers find the coach: a complete profile an admin has not hidden, and an account not suspended. */
  async function isListed(profile: CoachProfileRow | undefined): Promise<boolean> {
    return profile !== undefined && profile.directoryHiddenAt === null && !(await auth.suspendedCoachIds()).has(profile.userId);
  }

  /** A listed coach by the e-mail the directory's links carry (undefined for none). */
  const listedByEmail = async (email: string) => (email ? repo.byEmail(email, await auth.suspendedCoachIds()) : undefined);

  /** A week's windows in weekday order. */
  const weekOf = (input: AvailabilityInput) => [...input.windows].sort((a, b) => weekdays.indexOf(a.day) - weekdays.indexOf(b.day));

  return {
    // --- The coach's own area ---------------------------------------------------------------

    /**
     * GetCoachProfile; the account's own fields (name, e-mail, photo, zone) come with the session, the
     * money and the counts from the features built on this one.
     */
    async profile(coach: Pick<SessionUser, 'id' | 'fullname' | 'email' | 'profilePic' | 'timeZone'>, sumsOf: CoachSums): Promise<CoachProfileResponse> {
      const sums = sumsOf(coach.id);
      const [profile, money, counts, availability] = await Promise.all([repo.profile(coach.id), sums.money, sums.counts, availabilityOf(coach.id, coach.timeZone)]);
      return {
        fullname: coach.fullname,
        email: coach.email,
        profilePic: coach.profilePic,
        complete: Boolean(profile),
        profile: profile
          ? {
              phone: profile.phone,
              whatsapp: profile.whatsapp,
              feeCents: profile.feeCents,
              specialization: profile.specialization,
              paymentAddress: profile.paymentAddress,
              descriptionHtml: profile.descriptionHtml,
              entryDate: profile.createdAt.toISOString(),
            }
          : null,
        availability,
        money,
        bookings: counts,
      };
    },

    /** PostCoach: the profile (sanitised description) and the complete flag, in one transaction. */
    async saveProfile(coach: SessionUser, input: ProfileInput): Promise<{ profilePic: string | null }> {
      const account = await contact(coach.id);
      if (!account.profilePic) throw badRequest(messages.selectPhoto);
      const now = clock();
      const descriptionHtml = await deps.richText.sanitize(input.descriptionHtml, coach.id);
      await db.transaction(async (tx) => {
        const txRepo = createCoachProfilesRepository(tx);
        await txRepo.setAvailability({ userId: coach.id, sessionMinutes: input.availability.sessionMinutes, windows: weekOf(input.availability) }, now);
        await txRepo.saveProfile(
          {
            userId: coach.id,
            fullname: account.fullname,
            email: account.email,
            phone: input.phone,
            whatsapp: input.whatsapp,
            feeCents: input.feeCents,
            specialization: input.specialization,
            paymentAddress: input.paymentAddress,
            descriptionHtml,
          },
          now,
        );
        await auth.markCoachProfileComplete(coach.id, tx);
      });
      return { profilePic: account.profilePic };
    },

    async setAvailability(coach: SessionUser, input: AvailabilityInput): Promise<Availability> {
      const windows = weekOf(input);
      await repo.setAvailability({ userId: coach.id, sessionMinutes: input.sessionMinutes, windows }, clock());
      return { sessionMinutes: input.sessionMinutes, windows, timeZone: coach.timeZone };
    },

    /** The coach's week in their zone (the defaults until they set one). */
    availability: availabilityOf,

    /**
     * The coach's profile with its row locked until the caller's transaction ends (undefined before
     * onboarding): payout requests take it first, so two at the same moment are checked in turn.
     */
    async lockedProfile(coachId: string, tx: DbOrTx) {
      return createCoachProfilesRepository(tx).profile(coachId, true);
    },

    // --- Customers ----------------------------------------------------------------------------

    async directory(query: { page: number; q: string }) {
      const offset = (query.page - 1) * COACHES_PAGE_SIZE;
      const unlisted = await auth.suspendedCoachIds();
      const rows = await repo.directory(query.q, unlisted, offset, COACHES_PAGE_SIZE);
      // The kept total rides on the rows without a search; else a first page that is not full is the whole directory; any other is counted.
      const total = rows[0]?.total ?? (offset === 0 && rows.length < COACHES_PAGE_SIZE ? rows.length : await repo.countDirectory(query.q, unlisted));
      const people = await auth.contacts(rows.map((r) => r.profile.userId));
      const items = rows.map((r) => toCard(r.profile, r.availability?.sessionMinutes, people.get(r.profile.userId)?.profilePic ?? null));
      return numberedPage(items, query.page, COACHES_PAGE_SIZE, total);
    },

    /**
     * A coach a customer may book (404 unless their profile is complete): the profile (name, e-mail,
     * fee), the account (zone, photo), the week and the directory's card of them.
     */
    async bookable(coachId: string) {
      // The profile and the week in one round trip (the week is of no use unless the coach is listed).
      const found = await repo.profileAndWeek(coachId);
      const profile = found?.profile;
      if (!profile || !(await isListed(profile))) throw notFound(messages.coachNotFound);
      const account = await contact(coachId);
      const week = weekIn(found.week, account.timeZone);
      return { profile, account, week, card: toCard(profile, week.sessionMinutes, account.profilePic) };
    },

    /** Whether customers find the coach in the directory (their profile is complete and not hidden, their account not suspended). */
    listed: async (coachId: string) => isListed(await repo.profile(coachId)),

    /** A coach of the directory by the e-mail its links carry (the spec's ref); 404 for none listed. */
    async card(email: string): Promise<CoachCard> {
      const profile = await listedByEmail(email);
      if (!profile) throw notFound(messages.coachNotFound);
      const account = await contact(profile.userId);
      const week = await repo.availability(profile.userId);
      return toCard(profile, week?.sessionMinutes, account.profilePic);
    },

    /** The coach a customer chats with, by the e-mail the directory's link carries; undefined for none listed. */
    async chatCoach(email: string) {
      const profile = await listedByEmail(email);
      if (!profile) return undefined;
      const account = (await auth.contacts([profile.userId])).get(profile.userId);
      return { id: profile.userId, name: profile.fullname, specialization: profile.specialization, profilePic: account?.profilePic ?? null };
    },

    // --- Admin ----------------------------------------------------------------------------------

    /** Each coach's profile state, by id (one query): absent for no profile yet; hidden when an admin hid it. */
    async directoryStates(coachIds: string[]): Promise<Map<string, { hidden: boolean }>> {
      const rows = await repo.directoryStates([...new Set(coachIds)]);
      return new Map(rows.map((r) => [r.userId, { hidden: r.hiddenAt !== null }]));
    },

    /**
     * Hides a coach from the directory or shows them again (in the caller's transaction, which writes
     * the audit row): their profile stays. 404 for no profile, 409 when already so.
     */
    async setDirectoryHidden(tx: DbOrTx, coachId: string, hidden: boolean) {
      const txRepo = createCoachProfilesRepository(tx);
      const profile = await txRepo.profile(coachId, true);
      if (!profile) throw notFound(messages.coachNoProfile);
      if ((profile.directoryHiddenAt !== null) === hidden) throw new AppError(409, 'CONFLICT', hidden ? messages.coachAlreadyHidden : messages.coachAlreadyShown);
      await txRepo.setDirectoryHidden(coachId, hidden ? clock() : null);
      return { before: { hidden: !hidden }, after: { hidden } };
    },

    /** Each coach's name, e-mail and payment address, by id (the admin's payouts name them). */
    async payees(coachIds: string[], tx?: DbOrTx) {
      const rows = await (tx ? createCoachProfilesRepository(tx) : repo).payees([...new Set(coachIds)]);
      return new Map(rows.map(({ userId, ...payee }) => [userId, payee]));
    },
  };
}

export type CoachProfilesService = ReturnType<typeof createCoachProfilesService>;
