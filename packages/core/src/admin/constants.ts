/** Rows a page of the console's lists holds. */
export const CONSOLE_PAGE_SIZE = 20;
/** A suspension's or restoration's reason, as the audit log keeps it. */
export const REASON_MIN = 3;
export const REASON_MAX = 500;
/** What the audit log records, by action. */
export const auditActions = ['user.suspend', 'user.restore', 'coach.hide', 'coach.show', 'customer.markPaid', 'customer.markUnpaid', 'payout.markPaid', 'account.delete', 'admin.invite', 'admin.accept', 'admin.disable', 'admin.enable', 'job.retry'] as const;
/** What the community's moderators do (the review queue's decisions, silencing a member), audited as the rest. */
export const moderationAuditActions = ['message.hide', 'message.restore', 'topic.hide', 'topic.restore', 'member.silence', 'member.unsilence'] as const;
export type AuditAction = (typeof auditActions)[number] | (typeof moderationAuditActions)[number];
/** Platform health: failed jobs a page holds, and the latest failed PDF readings it shows. */
export const FAILED_JOBS_PAGE_SIZE = 10;
export const FAILED_READINGS_SHOWN = 10;
