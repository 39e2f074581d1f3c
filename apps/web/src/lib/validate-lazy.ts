import type { z } from 'zod';

type AuthContract = typeof import('@iyl/core/auth/contract');

const load = () => Promise.all([import('./validate.ts'), import('@iyl/core/auth/contract')]);

/**
 * Loads zod and the auth schemas ahead of the first submit (call it when the user starts on a form).
 * The public screens do not import them statically: zod alone is ~24 KB gzip of /Login's first load.
 */
export function preloadAuthValidation(): void {
  void load().catch(() => {});
}

/**
 * validOrToast (lib/validate.ts) with a schema that is loaded on the first submit: zod (~24 KB gzip) and
 * the contract's schemas stay out of the screen's first load. `loadSchema` imports the contract and picks
 * the schema, e.g. `() => import('@iyl/core/notes/contract').then((c) => c.SaveNoteRequest)`.
 */
export async function validOrToastFrom<S extends z.ZodType>(loadSchema: () => Promise<S>, value: unknown): Promise<z.output<S> | undefined> {
  const [{ validOrToast }, schema] = await Promise.all([import('./validate.ts'), loadSchema()]);
  return validOrToast(schema, value);
}

/**
 * validOrToast (lib/validate.ts) for the public screens, with the schema picked from the auth
 * contract once it has loaded. Resolves to the parsed value, or undefined after an error toast.
 */
export async function validOrToastLazy<S extends z.ZodType>(
  pick: (contract: AuthContract) => S,
  value: unknown,
): Promise<z.output<S> | undefined> {
  return validOrToastFrom(async () => pick((await load())[1]), value);
}
