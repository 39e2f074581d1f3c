import { z } from 'zod';
import { authMessages as m } from './messages.ts';
import { registrationRoles, roles } from '../access/roles.ts';
import { isTimeZone, TIME_ZONE_MAX } from '../time/zone.ts';
import { FULLNAME_MAX } from './limits.ts';

/** The longest full name (limits.ts; here for the features that build on the contract). */
export { FULLNAME_MAX };

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A required text field: missing, non-text or blank gives `message`; longer than `max`, `tooLong`. */
const required = (message: string, max = 500, tooLong = message) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

const email = (emptyMessage: string, formatMessage: string = m.invalidEmail) =>
  required(emptyMessage, 254)
    .toLowerCase()
    .pipe(z.email({ error: formatMessage }));

const newPassword = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .min(1, { error: emptyMessage })
    .min(PASSWORD_MIN, { error: m.passwordLength })
    .max(PASSWORD_MAX, { error: m.passwordLength });

/** Who receives the session: a browser gets an HttpOnly cookie, an API client the bearer token. */
export const ClientKind = z.enum(['browser', 'api']).default('browser');

export const RegisterRequest = z
  .object({
    fullname: required(m.invalidCredentialsDetails, FULLNAME_MAX, m.fullnameTooLong),
    email: email(m.invalidCredentialsDetails),
    role: z.enum(registrationRoles, { error: m.invalidCredentialsDetails }),
    password: newPassword(m.invalidCredentialsDetails),
    confirmPassword: z.string({ error: m.invalidCredentialsDetails }).min(1, { error: m.invalidCredentialsDetails }),
    refer: z.string().trim().max(64).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { error: m.passwordMismatch, path: ['confirmPassword'] });
export type RegisterRequest = z.input<typeof RegisterRequest>;

/** The browser's time zone, sent at sign-in; one the platform does not know is left out, not refused. */
const SignInTimeZone = z
  .string()
  .max(TIME_ZONE_MAX)
  .optional()
  .catch(undefined)
  .transform((zone) => (zone && isTimeZone(zone) ? zone : undefined));

/** SetTimeZone: the customer's own time zone (IANA name). */
export const SetTimeZoneRequest = z.object({
  timeZone: z
    .string({ error: m.badTimeZone })
    .max(TIME_ZONE_MAX, { error: m.badTimeZone, abort: true })
    .refine(isTimeZone, { error: m.badTimeZone }),
  /** True: this is the browser's zone, and each sign-in may take the browser's again (default: chosen by hand, kept). */
  automatic: z.boolean().optional(),
});
export type SetTimeZoneRequest = z.input<typeof SetTimeZoneRequest>;

export const LoginRequest = z.object({
  email: required(m.invalidCredentialsDetails, 254).toLowerCase(),
  password: z
    .string({ error: m.invalidCredentialsDetails })
    .min(1, { error: m.invalidCredentialsDetails })
    .max(PASSWORD_MAX, { error: m.loginFailed }),
  client: ClientKind,
  timeZone: SignInTimeZone,
});
export type LoginRequest = z.input<typeof LoginRequest>;

export const SessionUser = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  role: z.enum(roles),
  ispaid: z.boolean(),
  onboardingDone: z.boolean(),
  coachProfileComplete: z.boolean(),
  referralCode: z.string(),
  profilePic: z.string().nullable(),
  /** IANA time zone name: the customer's days (mood, routines) start and end in it. */
  timeZone: z.string(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** A signed-in answer: who, where to go, and (API clients only) the bearer token. */
export const SignedIn = z.object({
  next: z.literal('home'),
  message: z.string(),
  user: SessionUser,
  home: z.string(),
  token: z.string().optional(),
});
export type SignedIn = z.infer<typeof SignedIn>;

/** GetSession: the signed-in user of this browser or token, or null. */
export const SessionResponse = z.object({ user: SessionUser.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

/** A sign-in code is waiting: either just e-mailed, or (`reused`) the one e-mailed earlier still works. */
export const CodeSent = z.object({
  next: z.literal('code'),
  message: z.string(),
  reused: z.boolean(),
  /** Seconds until a new code may be asked for (0: now). */
  resendIn: z.number().int().min(0),
});
export type CodeSent = z.infer<typeof CodeSent>;

export const LoginResponse = z.discriminatedUnion('next', [
  CodeSent,
  SignedIn,
]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const VerifyCodeRequest = z.object({
  email: required(m.emptyCode, 254).toLowerCase(),
  code: required(m.emptyCode, 6).regex(/^\d{6}$/, { error: m.emptyCode }),
  client: ClientKind,
  timeZone: SignInTimeZone,
});
export type VerifyCodeRequest = z.input<typeof VerifyCodeRequest>;

/** ResendCode: a new sign-in code for the browser that passed the password step. */
export const ResendCodeRequest = z.object({
  email: required(m.signInAgain, 254).toLowerCase(),
});
export type ResendCodeRequest = z.input<typeof ResendCodeRequest>;

export const ForgotRequest = z.object({
  email: email(m.invalidEmailCredentials, m.invalidEmailCredentials),
});
export type ForgotRequest = z.input<typeof ForgotRequest>;

export const ChangePasswordRequest = z
  .object({
    email: email(m.invalidCredentials, m.invalidCredentials),
    code: required(m.invalidCredentials, 6).regex(/^\d{6}$/, { error: m.resetFailed }),
    password: newPassword(m.invalidCredentials),
    confirmPassword: z.string({ error: m.invalidCredentials }).min(1, { error: m.invalidCredentials }),
  })
  .refine((v) => v.password === v.confirmPassword, { error: m.resetMismatch, path: ['confirmPassword'] });
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;
