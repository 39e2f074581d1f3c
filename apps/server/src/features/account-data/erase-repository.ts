import { FORMER_COACH, FORMER_MEMBER } from '@iyl/core/account-data/constants';
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../platform/db/database.ts';

/** The file name in storage of an /uploads/<name> address (or of a bare name). */
const stored = (address: string | null | undefined) => (address ? (address.split('/').pop() ?? null) : null);

/**
 * What deleting an account does beyond the account row's own cascade (issue 49), in the deletion's one
 * transaction: the rows others must keep are given to a stand-in account ("A former member") and
 * their words about the person changed, the rest removed, and the files found for removal after commit.
 * Every table it touches is named in tables.ts; these are the cross-feature steps only the deletion takes.
 */
export function createEraseRepository(db: DbOrTx) {
  const run = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  return {
    /** A coach's confirmed sessions still to come (they must be cancelled or completed first). */
    async upcomingConfirmed(userId: string, now: Date): Promise<number> {
      const [row] = await run<{ n: number }>(
        sql`select count(*)::int as n from bookings where coach_id = ${userId} and status = 'confirmed' and ends_at > ${now.toISOString()}::timestamptz`,
      );
      return row?.n ?? 0;
    },

    /** A customer's bookings not over yet, pending or confirmed: the deletion cancels them and tells their coaches. */
    async upcomingBooked(userId: string, now: Date): Promise<number> {
      const [row] = await run<{ n: number }>(
        sql`select count(*)::int as n from bookings where user_id = ${userId} and status in ('pending', 'confirmed') and ends_at > ${now.toISOString()}::timestamptz`,
      );
      return row?.n ?? 0;
    },

    /**
     * Holds the coach's profile row until the deletion commits: a payout request takes the same lock
     * (payouts' requestPayout), so none slips in between the check for an unpaid payout and the deletion.
     */
    async lockCoach(userId: string) {
      await run(sql`select user_id from coach_profiles where user_id = ${userId} for update`);
    },

    /** What a coach's deletion keeps: their ledger's entries and the bookings with them (the customers' history). */
    async coachKept(userId: string) {
      const [row] = await run<{ ledger: number; bookings: number }>(sql`select
        (select count(*)::int from ledger_entries where coach_id = ${userId}) as ledger,
        (select count(*)::int from bookings where coach_id = ${userId}) as bookings`);
      return row ?? { ledger: 0, bookings: 0 };
    },

    /**
     * Gives a coach's ledger and bookings to the stand-in `formerId` ("A former coach"): the ledger keeps
     * every amount and date (the platform's record of what it owed and paid), a payout's words no longer
     * name where it went; customers keep their session history, without the coach's name, e-mail or the
     * meeting details the coach wrote. (Their open bookings were cancelled first: bookings' cancelForLeavingCoach.)
     */
    async keepCoachRecords(userId: string, formerId: string, formerEmail: string) {
      await run(sql`update ledger_entries set coach_id = ${formerId},
        description = case when kind = 'payout' then ${`Payout to ${FORMER_COACH.toLowerCase()}`} else description end
        where coach_id = ${userId}`);
      await run(sql`update bookings set coach_id = ${formerId}, coach_name = ${FORMER_COACH}, coach_email = ${formerEmail}, meeting_details = null
        where coach_id = ${userId}`);
    },

    /** What the preview counts: kept sessions (credited to a coach) and messages others replied to. */
    async keptCounts(userId: string) {
      const [row] = await run<{ sessions: number; messages: number; topics: number }>(sql`select
        (select count(*)::int from bookings b where b.user_id = ${userId} and exists (select 1 from ledger_entries l where l.booking_id = b.id)) as sessions,
        (select count(*)::int from community_messages m where m.author_id = ${userId} and exists (
          select 1 from community_messages o where o.topic_id = m.topic_id and o.author_id <> ${userId} and o.created_at > m.created_at)) as messages,
        (select count(*)::int from community_topics t where t.author_id = ${userId} and exists (
          select 1 from community_messages o where o.topic_id = t.id and o.author_id <> ${userId})) as topics`);
      return row ?? { sessions: 0, messages: 0, topics: 0 };
    },

    /** The files in storage that are the person's: removed once the deletion has committed. */
    async files(userId: string, profilePic: string | null): Promise<string[]> {
      const rows = await run<{ name: string | null }>(sql`
        select file_key as name from knowledge_documents where coach_id = ${userId}
        union all select name from course_covers where coach_id = ${userId}
        union all select file_key from data_exports where user_id = ${userId} and file_key is not null
        union all select image_url from community_topics t where t.author_id = ${userId} and t.image_url is not null
          and not exists (select 1 from community_messages o where o.topic_id = t.id and o.author_id <> ${userId})`);
      return [...new Set([stored(profilePic), ...rows.map((r) => stored(r.name))].filter((n): n is string => Boolean(n)))];
    },

    /**
     * Gives what others keep to the stand-in `formerId`: sessions a coach was credited for (the ledger
     * keeps amount and date, its words no longer name the person) and community messages others replied to.
     */
    async keepForOthers(userId: string, formerId: string, formerEmail: string) {
      await run(sql`update ledger_entries l set description = 'Session with ' || ${FORMER_MEMBER.toLowerCase()} || coalesce(substring(l.description from ' on [^ ].*$'), '')
        from bookings b where l.booking_id = b.id and b.user_id = ${userId}`);
      await run(sql`update bookings b set user_id = ${formerId}, client_name = ${FORMER_MEMBER}, client_email = ${formerEmail}, meeting_details = null
        where b.user_id = ${userId} and exists (select 1 from ledger_entries l where l.booking_id = b.id)`);
      await run(sql`update community_messages m set author_id = ${formerId}
        where m.author_id = ${userId} and exists (
          select 1 from community_messages o where o.topic_id = m.topic_id and o.author_id not in (${userId}, ${formerId}) and o.created_at > m.created_at)`);
    },

    /**
     * The rest of the person's traces that their account row's cascade does not reach: their topics no one
     * answered (and, in the topics that stay, the count of shown messages the cascade takes away), chats
     * that name them as coach, moderation summaries about them, mail still held for them, their attempt counters.
     */
    async removeTraces(userId: string, email: string, fullname: string) {
      await run(sql`delete from community_topics t where t.author_id = ${userId}
        and not exists (select 1 from community_messages o where o.topic_id = t.id and o.author_id <> ${userId})`);
      await run(sql`update community_topics t set message_count = greatest(0, t.message_count - gone.n)
        from (select topic_id, count(*)::int as n from community_messages where author_id = ${userId} and status = 'shown' group by topic_id) gone
        where t.id = gone.topic_id`);
      await run(sql`update chat_conversations set coach_name = ${FORMER_COACH} where coach_id = ${userId}`);
      await run(sql`update community_decisions set summary = replace(summary, ${fullname}, ${FORMER_MEMBER}) where member_id = ${userId}`);
      await run(sql`delete from mail_outbox where key like ${`%${userId}%`} or position(lower(${email}) in lower(message::text)) > 0`);
      await run(sql`delete from rate_limits where key like ${`%${userId}%`} or position(lower(${email}) in lower(key)) > 0`);
    },

    /** After the commit: the delivery log's events that name the account (its sign-out signal has gone out). */
    async forgetEvents(userId: string) {
      await run(sql`delete from events where subject = ${userId} or position(${userId} in payload::text) > 0`);
    },
  };
}
