import { z } from 'zod';

/** What the admin and global homes greet with. */
export const AdminOverview = z.object({
  fullname: z.string(),
  customers: z.number().int(),
  coaches: z.number().int(),
});
export type AdminOverview = z.infer<typeof AdminOverview>;
