// A rich-text body as operators write it (a news article's or a policy document's 正文): TipTap
// (paragraphs, two heading levels, bold, italic, lists, quotes, links, undo) with a keyboard-usable
// toolbar, or the HTML source for what TipTap cannot hold (a table, a picture): a body with such
// markup opens in source, so nothing is lost by opening it. A form field (antd Form.Item: value /
// onChange / id). Whatever it sends, the server sanitizes on every write (the api's
// modules/policy/rich-text.ts, one allow-list for both bodies): every tag the toolbar makes is on
// that list, so nothing the operator formats is stripped. It inserts no picture: the list keeps
// <img>, but a picture uploaded into a body is named by no record the upload sweep knows (the
// api's modules/upload/attached.ts), so it would be deleted a day later and the body left broken.
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Button, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LINK_PATTERN, LinkDialog } from './link-dialog';
import styles from './rich-text-editor.module.css';
import { unsupportedTags } from './rich-text-support';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextEditorProps {
  /** The editing area's accessible name (正文): its toolbar is “<label>格式”. */
  readonly label: string;
  /** HTML. */
  readonly value?: string;
  readonly onChange?: (html: string) => void;
  readonly id?: string;
  readonly 'aria-describedby'?: string;
  readonly 'aria-invalid'?: boolean | 'true' | 'false';
}

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // The server keeps no code blocks (its allow-list has neither pre nor code).
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      isAllowedUri: (url) => LINK_PATTERN.test(url),
    },
  }),
];

export function RichTextEditor({
  label,
  value = '',
  onChange,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: RichTextEditorProps) {
  const [unsupported] = useState(() => unsupportedTags(value));
  const [source, setSource] = useState(unsupported.length > 0);
  const [linking, setLinking] = useState(false);
  const known = useRef(value);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: source ? '' : value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: styles.area!,
      },
    },
    // An emptied editor is '' (not <p></p>), so 请填写正文 applies.
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      known.current = html;
      onChange?.(html);
    },
  });

  // A value set from outside (the form reset, the source view) reaches the editor; its own
  // changes come back as the value it last sent and are left alone, as is the first value (the
  // editor's HTML of it may be spelled differently: replacing it would add a step to 撤销).
  useEffect(() => {
    if (!editor || source || value === known.current) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, source]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-invalid': String(invalid === true || invalid === 'true'),
        },
      },
    });
  }, [editor, invalid]);

  if (source || !editor) {
    return (
      <div className={styles.frame}>
        {unsupported.length > 0 ? (
          <Alert
            type="info"
            showIcon
            title={`${label}含可视编辑器不支持的内容（${unsupported.join('、')}），在 HTML 源码中编辑以免丢失`}
          />
        ) : null}
        <div className={styles.toolbar}>
          <Button
            size="small"
            onClick={() => setSource(false)}
            disabled={unsupported.length > 0 || !editor}
          >
            返回可视编辑
          </Button>
        </div>
        <Input.TextArea
          id={id}
          aria-label={`${label}（HTML 源码）`}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          rows={16}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
        />
      </div>
    );
  }

  return (
    <div className={styles.frame}>
      <RichTextToolbar
        editor={editor}
        label={label}
        onLink={() => setLinking(true)}
        onSource={() => setSource(true)}
      />
      <EditorContent editor={editor} />
      <LinkDialog
        open={linking}
        href={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => {
          setLinking(false);
          editor.commands.focus();
        }}
        onDone={(href) => {
          const chain = editor.chain().focus().extendMarkRange('link');
          if (href === '') chain.unsetLink().run();
          else chain.setLink({ href }).run();
        }}
      />
    </div>
  );
}
