// A task that does nothing: submitting it makes piscina start a thread for the tasks queued behind a
// stopped one (pool.ts, wake).
export const nothing = () => undefined;
