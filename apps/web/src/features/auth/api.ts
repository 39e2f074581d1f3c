import type {
  ChangePasswordRequest,
  CodeSent,
  ForgotRequest,
  LoginRequest,
  RegisterRequest,
  ResendCodeRequest,
  SessionResponse,
  SessionUser,
  VerifyCodeRequest,
} from '@iyl/core/auth/contract';
import { authEndpoints } from '@iyl/core/auth/endpoints';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { localTimeZone } from '@iyl/core/time/zone';
import { call } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { endPushSubscription } from '../../lib/pwa.ts';

export const sessionKey = ['session'] as const;

/** Where the e-mail waits between the password step and the code step (spec: kept per tab). */
export const pendingEmailKey = 'iyl.pendingEmail';

/** What the code step shows about the code waiting for it (kept per tab, like the e-mail). */
export const pendingCodeKey = 'iyl.pendingCode';

export interface PendingCode {
  /** The code e-mailed earlier still works (the person came back after a typo). */
  reused: boolean;
  /** When a new code may be asked for, in ms since the epoch. */
  resendAt: number;
}

/** Remembers, for the code step, the code the server says is waiting. */
export function rememberPendingCode(email: string, sent: CodeSent) {
  sessionStorage.setItem(pendingEmailKey, email);
  const pending: PendingCode = { reused: sent.reused, resendAt: Date.now() + sent.resendIn * 1000 };
  sessionStorage.setItem(pendingCodeKey, JSON.stringify(pending));
}

export function readPendingCode(): PendingCode {
  try {
    const value = JSON.parse(sessionStorage.getItem(pendingCodeKey) ?? '') as Partial<PendingCode>;
    return { reused: value.reused === true, resendAt: typeof value.resendAt === 'number' ? value.resendAt : 0 };
  } catch {
    return { reused: false, resendAt: 0 };
  }
}

export function forgetPendingCode() {
  sessionStorage.removeItem(pendingEmailKey);
  sessionStorage.removeItem(pendingCodeKey);
}

export const authApi = {
  session: () => call(authEndpoints.GetSession),
  // The browser's time zone goes with every sign-in: the customer's days start and end in it.
  login: (body: LoginRequest) => call(authEndpoints.Loginv1, { body: { ...body, timeZone: localTimeZone() } }),
  verifyCode: (body: VerifyCodeRequest) => call(authEndpoints.verifyOTP, { body: { ...body, timeZone: localTimeZone() } }),
  resendCode: (body: ResendCodeRequest) => call(authEndpoints.ResendCode, { body }),
  register: (body: RegisterRequest) => call(authEndpoints.Register, { body }),
  forgot: (body: ForgotRequest) => call(authEndpoints.RequestOTP, { body }),
  changePassword: (body: ChangePasswordRequest) => call(authEndpoints.ChangePassword, { body }),
  logout: () => call(authEndpoints.Logout),
};

export function useSession() {
  return useQuery({ queryKey: sessionKey, queryFn: authApi.session });
}

/** After a sign-in answer the session is known; storing it spares the guard a round trip. */
function useSetSession() {
  const queryClient = useQueryClient();
  return (user: SessionUser | null) => queryClient.setQueryData<SessionResponse>(sessionKey, { user });
}

export function useLogin() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: authApi.login,
    onSuccess: (result) => {
      if (result.next === 'home') setSession(result.user);
    },
  });
}

export function useVerifyCode() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: authApi.verifyCode,
    onSuccess: (result) => setSession(result.user),
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: authApi.resendCode });
}

export function useRegister() {
  return useMutation({ mutationFn: authApi.register });
}

export function useForgot() {
  return useMutation({ mutationFn: authApi.forgot });
}

export function useChangePassword() {
  return useMutation({ mutationFn: authApi.changePassword });
}

/**
 * Drops everything cached for the signed-in user. The session entry is set to "nobody" rather
 * than removed, so mounted guards see the change at once and send the screen to /Login.
 */
export function forgetSignedInData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
  queryClient.setQueryData<SessionResponse>(sessionKey, { user: null });
}

/**
 * Ends the session. The cache is cleared whatever the server says: a session that is already
 * gone (401) is exactly the state we want, and no signed-in data may outlive the sign-out.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // A shared browser: the next person signed in here must not get this account's reminders.
    mutationFn: async () => {
      await endPushSubscription(async (endpoint) => {
        // Loaded here, not with the app's entry: only signing out needs the reminders' endpoints.
        const { remindersEndpoints } = await import('@iyl/core/reminders/endpoints');
        await call(remindersEndpoints.UnsubscribePush, { body: { endpoint } });
      });
      return authApi.logout();
    },
    onSettled: () => forgetSignedInData(queryClient),
  });
}
