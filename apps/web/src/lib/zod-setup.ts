import { config } from 'zod';

// The CSP forbids eval. Without this, zod probes for it before its first object parse, and the
// browser reports a CSP violation on every page that validates a form.
config({ jitless: true });
