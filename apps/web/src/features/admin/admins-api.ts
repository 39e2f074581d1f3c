import { adminAccountEndpoints } from '@iyl/core/admin/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { adminKeys, useConsoleAction } from './api.ts';

/** The Global administrator's list of admins (under the console's lists: an action refreshes the audit log too). */
const adminsKey = [...adminKeys.lists, 'admins'] as const;

/** ListAdmins: admin accounts and pending invitations. */
export function useAdminAccounts() {
  return useQuery({ queryKey: adminsKey, queryFn: () => call(adminAccountEndpoints.ListAdmins), meta: { errorMessage: messages.listFailed } });
}

/** InviteAdmin by e-mail. */
export function useInviteAdmin() {
  return useConsoleAction((email: string) => call(adminAccountEndpoints.InviteAdmin, { body: { email } }));
}

/** DisableAdmin or EnableAdmin, with the reason the audit log keeps. */
export function useAdminEnabled() {
  return useConsoleAction(({ id, disable, reason }: { id: string; disable: boolean; reason: string }) =>
    call(disable ? adminAccountEndpoints.DisableAdmin : adminAccountEndpoints.EnableAdmin, { params: { id }, body: { reason } }),
  );
}
