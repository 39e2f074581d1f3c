import { adminAccountEndpoints } from '@iyl/core/admin/endpoints';
import { messages } from '@iyl/core/catalog/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, serverWords } from '../../lib/api-client.ts';
import { useMutation } from '../../lib/mutation.ts';
import { toast } from '../../lib/toast.tsx';
import { adminKeys } from './api.ts';

/** The Global administrator's list of admins (under the console's lists: an action refreshes the audit log too). */
const adminsKey = [...adminKeys.lists, 'admins'] as const;

/** ListAdmins: admin accounts and pending invitations. */
export function useAdminAccounts() {
  return useQuery({ queryKey: adminsKey, queryFn: () => call(adminAccountEndpoints.ListAdmins), meta: { errorMessage: messages.listFailed } });
}

function useAdminsAction<V>(run: (variables: V) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result) => toast.success(result.message),
    onError: (error) => toast.error(serverWords(error, messages.internal)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.lists }),
  });
}

/** InviteAdmin by e-mail. */
export function useInviteAdmin() {
  return useAdminsAction((email: string) => call(adminAccountEndpoints.InviteAdmin, { body: { email } }));
}

/** DisableAdmin or EnableAdmin, with the reason the audit log keeps. */
export function useAdminEnabled() {
  return useAdminsAction(({ id, disable, reason }: { id: string; disable: boolean; reason: string }) =>
    call(disable ? adminAccountEndpoints.DisableAdmin : adminAccountEndpoints.EnableAdmin, { params: { id }, body: { reason } }),
  );
}
