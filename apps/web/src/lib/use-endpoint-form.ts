import type { Endpoint, SchemasOf } from '@iyl/core/http/endpoint';
import { type FormErrors, schemaResolver, type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { toast } from './toast.tsx';
import { toastError } from './toast-error.ts';

// An endpoint with no JSON body (an upload of a file alone): the form's `rules` are all its checks.
type BodySchema<E> = SchemasOf<E>['body'] extends z.ZodType ? SchemasOf<E>['body'] : z.ZodType<Record<never, never>, Record<never, never>>;
/** What the endpoint's body schema accepts. */
export type BodyInput<E> = z.input<BodySchema<E>>;
/** What it makes of it (trimmed, defaults filled): what is sent. */
export type BodyOutput<E> = z.output<BodySchema<E>>;

// biome-ignore lint/suspicious/noExplicitAny: Mantine's own bound for a form's values, which an interface meets (Record<string, unknown> it does not).
type Values = Record<string, any>;
/**
 * Errors by the form's field ('' for the form as a whole). `true` marks a field invalid without words
 * of its own, where one message (the form's) says what is missing from several.
 */
export type FieldErrors<V> = Partial<Record<(keyof V & string) | '', string | true>>;

interface BaseOptions<S extends z.ZodType, V extends Values> {
  initialValues: V;
  /**
   * An upload's text fields, which go as multipart fields beside the file: the schema the server parses
   * them with (an upload declares no JSON body), e.g. `() => import('@iyl/core/community/contract').then((c) => c.TopicFields)`.
   */
  fields?: () => Promise<S>;
  /**
   * Where the schema reports an error at a path no field has (the body's `reminder.time`), the field that
   * shows it (`reminderTime`). An error left unplaced is still told.
   */
  errorFields?: Readonly<Record<string, keyof V & string>>;
  /**
   * The form's own requirements that the body leaves open (a customised routine needs every field; the
   * body also takes a library habit with none), checked before the schema. Their order is the order told.
   */
  rules?: (values: V) => FieldErrors<V>;
  /** The words of a refusal, when the spec says one thing for several errors (default: the first error). */
  summary?: (errors: FieldErrors<V>, values: V) => string;
  /**
   * How a refusal is told: an error toast (the default); false for a form that shows it in place
   * (`problem`); or the screen's own teller (the survey replaces its last toast with the new one).
   */
  toast?: boolean | ((words: string) => void);
  /**
   * Sends the body as the schema parsed it: the endpoint's mutation (`mutate`, which tells its own outcome).
   * It may be async (a file uploaded first): a failure it does not tell itself is told as a toast.
   */
  submit: (body: z.output<S>, values: V) => unknown;
  /** Mantine's other options (validateInputOnBlur, onValuesChange, …). */
  form?: Omit<UseFormInput<V>, 'initialValues' | 'validate' | 'transformValues'>;
}

/** The body the form's values make, where they are not the body itself (a date and a time make one instant). */
type TransformOption<S extends z.ZodType, V> = [V] extends [z.input<S>]
  ? { transform?: (values: V) => z.input<S> }
  : { transform: (values: V) => z.input<S> };

export type EndpointFormOptions<S extends z.ZodType, V extends Values> = BaseOptions<S, V> & TransformOption<S, V>;

export interface EndpointForm<V extends Values> {
  /** Mantine's form: `form.getInputProps('title')` gives a field its value, its onChange and its error. */
  form: UseFormReturnType<V>;
  /** The form's submit (`<form onSubmit={onSubmit} noValidate>`) or a button's click. */
  onSubmit: (event?: FormEvent) => void;
  /** Loads the schema ahead of the first submit (`onFocus={preload}`); it stays out of the screen's first load. */
  preload: () => void;
  /** The last refusal's words, for a form that shows them in place (`toast: false`); null after a valid submit. */
  problem: string | null;
}

type Schema = z.ZodType & Parameters<typeof schemaResolver>[0];

/**
 * The endpoint's body schema, loaded on first use (with zod): a screen's first load holds neither.
 * zod-setup comes first: zod must not probe for eval under the CSP. Null for an upload with no text
 * fields (`fields` not given): there is nothing to parse.
 */
async function loadBody(endpoint: Endpoint, fields: (() => Promise<z.ZodType>) | undefined): Promise<Schema | null> {
  if (!fields && endpoint.upload) return null;
  const [, body] = await Promise.all([import('./zod-setup.ts'), fields ? fields() : endpoint.schemas().then((schemas) => schemas.body)]);
  if (!body) throw new Error(`${endpoint.operationId} declares no body`);
  return body as Schema;
}

const identity = <T>(value: T) => value;

/** The schema's errors by the form's fields; the first error of a field is kept, in the order found. */
function placeErrors(found: FormErrors, fields: Readonly<Record<string, string>> | undefined, into: Record<string, string | true>) {
  for (const [path, error] of Object.entries(found)) {
    const field = fields?.[path] ?? path;
    if (!(field in into)) into[field] = String(error);
  }
  return into;
}

/**
 * A form built from an endpoint's declaration: the endpoint's zod body (the one the server enforces)
 * checks the values, each error shows at its field, and the first one (or `summary`) is told as a toast,
 * in the catalogue's words, before anything is sent. A valid submit sends the body as the schema parsed
 * it through `submit` (the endpoint's mutation). A second submit while one is being checked (or an async
 * `submit` runs) is ignored.
 */
export function useEndpointForm<E extends Endpoint, V extends Values, S extends z.ZodType = BodySchema<E>>(
  endpoint: E,
  options: EndpointFormOptions<S, V>,
): EndpointForm<V> {
  const latest = useRef(options);
  latest.current = options;
  const [problem, setProblem] = useState<string | null>(null);
  const checking = useRef(false);
  const schema = useRef<Promise<Schema | null> | undefined>(undefined);
  const load = () => {
    schema.current ??= loadBody(endpoint, latest.current.fields).catch((error: unknown) => {
      // A failed load (offline) is tried again on the next submit.
      schema.current = undefined;
      throw error;
    });
    return schema.current;
  };
  const bodyOf = (values: V): z.input<S> => (latest.current.transform ?? identity)(values) as z.input<S>;

  const form = useForm<V>({
    ...options.form,
    initialValues: options.initialValues,
    validate: async (values) => {
      const own = latest.current.rules?.(values) ?? {};
      const body = await load();
      const found = body ? schemaResolver(body, { sync: true })(bodyOf(values)) : {};
      return placeErrors(found, latest.current.errorFields, { ...(own as Record<string, string | true>) });
    },
  });

  const refuse = (errors: FieldErrors<V>, values: V) => {
    const { summary, toast: asToast = true } = latest.current;
    const words = summary?.(errors, values) ?? Object.values(errors).find((error) => typeof error === 'string') ?? '';
    setProblem(words);
    if (typeof asToast === 'function') asToast(words);
    else if (asToast) toast.error(words);
  };

  const onSubmit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (checking.current) return;
    checking.current = true;
    form.setSubmitting(true);
    try {
      const values = form.getValues();
      const result = await form.validate();
      if (result.hasErrors) return refuse(result.errors as FieldErrors<V>, values);
      const parser = await load();
      const body = (parser ? parser.parse(bodyOf(values)) : bodyOf(values)) as z.output<S>;
      setProblem(null);
      // An async submit (a file uploaded first) holds off a second one until it is done.
      await latest.current.submit(body, values);
    } catch (error) {
      toastError(error);
    } finally {
      checking.current = false;
      form.setSubmitting(false);
    }
  };

  const preload = () => void load().catch(() => undefined);

  return { form, onSubmit: (event) => void onSubmit(event), preload, problem };
}
