// @vitest-environment happy-dom
import { messages } from '@iyl/core/catalog/messages';
import { firstIssue } from '@iyl/core/http/contract';
import { NOTE_TITLE_MAX, SaveNoteRequest } from '@iyl/core/notes/contract';
import { notesEndpoints } from '@iyl/core/notes/endpoints';
import { profileEndpoints } from '@iyl/core/profile/endpoints';
import { MantineProvider, Textarea, TextInput } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './api-client.ts';
import { toast } from './toast.tsx';
import { useEndpointForm } from './use-endpoint-form.ts';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A note form as a screen writes one: the Notes endpoint's body drives it, the API client sends it. */
function NoteForm({ title = '', contentHtml = '' }: { title?: string; contentHtml?: string }) {
  const { form, onSubmit } = useEndpointForm(notesEndpoints.Notes, {
    initialValues: { title, contentHtml },
    submit: (body) => void call(notesEndpoints.Notes, { body }),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextInput label="Title" {...form.getInputProps('title')} />
      <Textarea label="Note" {...form.getInputProps('contentHtml')} />
      <button type="submit">Save Notes</button>
    </form>
  );
}

/** An upload of a file alone (savephoto): no body to parse, the form's rule is its check. */
function PhotoForm({ photo, send }: { photo: File | null; send: (photo: File) => void }) {
  const { form, onSubmit } = useEndpointForm(profileEndpoints.savephoto, {
    initialValues: { photo },
    rules: (values) => (values.photo ? {} : { photo: messages.selectPhoto }),
    submit: (_, values) => values.photo && send(values.photo),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextInput label="Photo" readOnly value={form.getValues().photo?.name ?? ''} error={form.errors.photo} />
    </form>
  );
}

let root: Root;
let container: HTMLElement;
let fetchCalls: { url: string; init: RequestInit }[];

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  fetchCalls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    // The API client asks for the CSRF cookie first (GET /auth/session): not a call of the form's.
    if (!url.endsWith('/auth/session')) fetchCalls.push({ url, init });
    return new Response(JSON.stringify({ message: 'Saved', note: {} }), { status: 201 });
  });
  vi.spyOn(toast, 'error');
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const render = (props: { title?: string; contentHtml?: string }) =>
  act(() =>
    root.render(
      <MantineProvider>
        <NoteForm {...props} />
      </MantineProvider>,
    ),
  );

const field = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((l) => l.textContent === label);
  return container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${CSS.escape(found!.htmlFor)}`)!;
};

/** The error text a field is described by (Mantine ties the error to the input with aria-describedby). */
const errorOf = (input: Element) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? document.getElementById(id) : null))
    .find((el) => el?.id.endsWith('-error'))?.textContent ?? null;

/** Submits the form `times` times in one go (a double click). */
const submit = (times = 1) =>
  act(async () => {
    for (let i = 0; i < times; i++) container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

/**
 * Waits for what a submit leads to (the schema loads first). Time passes inside act, so React applies
 * the updates made meanwhile before the assertion looks.
 */
async function until(assertion: () => void) {
  const deadline = Date.now() + 5000;
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    try {
      return assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

const type = (input: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  act(() => {
    // React watches the value through the prototype's setter; an input event tells it of the change.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('useEndpointForm', () => {
  it('shows each of the zod schema’s errors at its field, marks the field invalid and sends nothing', async () => {
    await render({ title: 'x'.repeat(NOTE_TITLE_MAX + 1), contentHtml: '<p> </p>' });
    await submit();
    await until(() => expect(errorOf(field('Title'))).toBe(messages.noteTitleTooLong));
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(field('Note'))).toBe(messages.emptyNote);
    expect(fetchCalls).toEqual([]);
  });

  it('toasts the spec’s words for the first problem, the same one the server would answer', async () => {
    const values = { title: 'x'.repeat(NOTE_TITLE_MAX + 1), contentHtml: '' };
    await render(values);
    await submit();
    await until(() => expect(toast.error).toHaveBeenCalledTimes(1));
    expect(toast.error).toHaveBeenCalledWith(messages.noteTitleTooLong);
    const parsed = SaveNoteRequest.safeParse(values);
    expect(parsed.success || firstIssue(parsed.error)).toBe(messages.noteTitleTooLong);
  });

  it('clears a field’s error once it is changed', async () => {
    await render({ title: '', contentHtml: '<p>Lights low at ten.</p>' });
    await submit();
    await until(() => expect(errorOf(field('Title'))).toBe(messages.emptyNote));
    await type(field('Title'), 'Sleep plan');
    expect(errorOf(field('Title'))).toBeNull();
    expect(field('Title').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('sends a valid form to the endpoint as the schema parsed it (the title trimmed), once', async () => {
    await render({ title: '', contentHtml: '<p>Lights low at ten.</p>' });
    await type(field('Title'), '  Sleep plan  ');
    await submit(2);
    await until(() => expect(fetchCalls).toHaveLength(1));
    const [{ url, init }] = fetchCalls as [(typeof fetchCalls)[0]];
    expect(url).toBe('/api/v1/notes');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ title: 'Sleep plan', contentHtml: '<p>Lights low at ten.</p>' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('an upload with no text fields is checked by the form’s rule alone, then handed its file', async () => {
    const sent: File[] = [];
    const renderPhoto = (photo: File | null) =>
      act(() =>
        root.render(
          <MantineProvider>
            <PhotoForm photo={photo} send={(file) => sent.push(file)} />
          </MantineProvider>,
        ),
      );
    await renderPhoto(null);
    await submit();
    await until(() => expect(errorOf(field('Photo'))).toBe(messages.selectPhoto));
    expect(toast.error).toHaveBeenCalledWith(messages.selectPhoto);
    act(() => root.unmount());
    root = createRoot(container);
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    await renderPhoto(photo);
    await submit();
    await until(() => expect(sent).toEqual([photo]));
  });
});
