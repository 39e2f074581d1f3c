import '@mantine/tiptap/styles.css';
import { noteFontSizes } from '@iyl/core/notes/constants';
import { NativeSelect } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import TextAlign from '@tiptap/extension-text-align';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import Underline from '@tiptap/extension-underline';
import { type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import classes from '../notes.module.css';

type SizeKey = keyof typeof noteFontSizes;
const sizeKeys = Object.keys(noteFontSizes) as `${SizeKey}`[];
const sizeOptions = [
  { value: '', label: 'Size' },
  ...sizeKeys.map((key) => ({ value: key, label: `${key} (${noteFontSizes[key]})` })),
];

/** The spec's font sizes 1–7, stored as a text style the server's sanitiser keeps: <span style="font-size: 24px">. */
function FontSizeControl({ editor }: { editor: Editor | null }) {
  const current =
    useEditorState({
      editor,
      selector: ({ editor: e }) => {
        const size = e?.getAttributes('textStyle').fontSize as string | undefined;
        return sizeKeys.find((key) => noteFontSizes[key] === size) ?? '';
      },
    }) ?? '';
  return (
    <NativeSelect
      aria-label="Font size"
      size="xs"
      data={sizeOptions}
      value={current}
      className={classes.fontSize}
      disabled={!editor}
      onChange={(event) => {
        if (!editor) return;
        const key = event.currentTarget.value as `${SizeKey}` | '';
        const chain = editor.chain().focus();
        if (key) chain.setFontSize(noteFontSizes[key]).run();
        else chain.unsetFontSize().run();
      }}
    />
  );
}

/** The attributes of the editor's text area: a labelled text box, tied to its error while there is one. */
const viewAttributes = (labelledBy: string, describedBy: string | undefined): Record<string, string> => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelledBy,
  'data-testid': 'note-editor',
  ...(describedBy ? { 'aria-describedby': describedBy, 'aria-invalid': 'true' } : {}),
});

export interface NoteEditorProps {
  /** The starting text; to start over, mount a new editor (a new `key`). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The visible label of the text area. */
  labelledBy: string;
  /** The id of the text telling what is wrong with the note (its error), if anything is. */
  describedBy?: string;
  /** Put the cursor at the end of the text once the editor is made (it was opened by a click or focus). */
  autoFocus?: boolean;
}

/** The rich-text editor of a note (TipTap with Mantine's toolbar). A chunk of its own, loaded when first needed. */
export default function NoteEditor({ initialHtml, onChange, labelledBy, describedBy, autoFocus = false }: NoteEditorProps) {
  // The editor keeps the callbacks it was made with; the ref always calls the latest one.
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ underline: false, link: false }),
      Underline,
      TextStyle,
      FontSize,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: initialHtml,
    autofocus: autoFocus ? 'end' : false,
    editorProps: { attributes: viewAttributes(labelledBy, describedBy) },
    onUpdate: ({ editor: e }) => changed.current(e.isEmpty ? '' : e.getHTML()),
  });

  // The editor's element is ProseMirror's: its error is tied to it there, as a field's is. Given as the
  // view's attributes, which the editor keeps until its view is mounted (reading editor.view before then
  // throws, and the view is mounted in an effect of its own that may run after this one).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: viewAttributes(labelledBy, describedBy) } });
  }, [editor, labelledBy, describedBy]);

  return (
    <RichTextEditor editor={editor} className={classes.editor}>
      <RichTextEditor.Toolbar sticky stickyOffset={0} role="toolbar" aria-label="Formatting">
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.AlignLeft />
          <RichTextEditor.AlignCenter />
          <RichTextEditor.AlignRight />
          <RichTextEditor.AlignJustify />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
        <FontSizeControl editor={editor} />
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
