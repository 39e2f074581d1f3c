import type {
  ChangePasswordRequest,
  ForgotRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  SessionUser,
  SignedIn,
  VerifyCodeRequest,
} from '@iyl/core/auth/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_PATH } from './paths.ts';

export const sessionKey = ['session'] as const;

export interface SessionResponse {
  user: SessionUser | null;
}

/** Where the e-mail waits between the password step and the code step (spec: kept per tab). */
export const pendingEmailKey = 'iyl.pendingEmail';

export const authApi = {
  session: () => api<SessionResponse>(SESSION_PATH),
  login: (body: LoginRequest) => api<LoginResponse>('/auth/login', { method: 'POST', body }),
  verifyCode: (body: VerifyCodeRequest) => api<SignedIn>('/auth/verify-otp', { method: 'POST', body }),
  register: (body: RegisterRequest) => api<MessageResponse>('/auth/register', { method: 'POST', body }),
  forgot: (body: ForgotRequest) => api<MessageResponse>('/auth/forgot', { method: 'POST', body }),
  changePassword: (body: ChangePasswordRequest) =>
    api<MessageResponse>('/auth/change-password', { method: 'POST', body }),
  logout: () => api<MessageResponse>('/auth/logout', { method: 'POST' }),
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
    mutationFn: authApi.logout,
    onSettled: () => forgetSignedInData(queryClient),
  });
}
