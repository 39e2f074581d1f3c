export const roles = ['Customer', 'Coach', 'Admin', 'Global'] as const;
export type Role = (typeof roles)[number];

/** Roles a person may choose when registering; Admin and Global are made from the command line. */
export const registrationRoles = ['Customer', 'Coach'] as const;
export type RegistrationRole = (typeof registrationRoles)[number];

export const registrationRoleLabels: Record<RegistrationRole, string> = {
  Customer: 'As a User',
  Coach: 'Coach',
};
