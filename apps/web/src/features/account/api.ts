import type { ChangeMyPasswordRequest, ConfirmEmailChangeRequest, RequestEmailChangeRequest, UpdateNameRequest } from '@iyl/core/account/contract';
import { accountEndpoints } from '@iyl/core/account/endpoints';
import type { SessionResponse, SessionUser } from '@iyl/core/auth/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { sessionKey } from '../auth/api.ts';

export const accountKeys = { devices: ['account', 'devices'] as const };

export const accountApi = {
  updateName: (body: UpdateNameRequest) => call(accountEndpoints.UpdateName, { body }),
  changePassword: (body: ChangeMyPasswordRequest) => call(accountEndpoints.ChangeMyPassword, { body }),
  requestEmailChange: (body: RequestEmailChangeRequest) => call(accountEndpoints.RequestEmailChange, { body }),
  confirmEmailChange: (body: ConfirmEmailChangeRequest) => call(accountEndpoints.ConfirmEmailChange, { body }),
  devices: () => call(accountEndpoints.ListMySessions),
  signOutOthers: () => call(accountEndpoints.SignOutOtherDevices),
  signOutDevice: (id: string) => call(accountEndpoints.SignOutDevice, { params: { id } }),
};

/** The answer's user goes straight into the session: the navbar's name and e-mail change at once. */
function useKeepUser() {
  const queryClient = useQueryClient();
  return (user: SessionUser) => queryClient.setQueryData<SessionResponse>(sessionKey, { user });
}

/** UpdateName. The form tells the outcome. */
export function useUpdateName() {
  const keep = useKeepUser();
  return useMutation({ mutationFn: accountApi.updateName, onSuccess: ({ user }) => keep(user) });
}

/** ChangeMyPassword: the other devices are signed out, so the list is read again. */
export function useChangeMyPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices }),
  });
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: accountApi.requestEmailChange });
}

export function useConfirmEmailChange() {
  const keep = useKeepUser();
  return useMutation({ mutationFn: accountApi.confirmEmailChange, onSuccess: ({ user }) => keep(user) });
}

/** ListMySessions, shown in its own section (its own busy state, not the page's overlay). */
export function useMyDevices() {
  return useQuery({ queryKey: accountKeys.devices, queryFn: accountApi.devices, meta: { inlineBusy: true } });
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.signOutOthers,
    meta: { inlineBusy: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices }),
  });
}

export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.signOutDevice,
    meta: { inlineBusy: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices }),
  });
}
