// The editor's toolbar, as WAI-ARIA's toolbar pattern has it: one Tab stop, the arrow keys (and
// Home, End) move between its controls, each named in Chinese by its visible word; the marks and
// blocks say whether they apply (aria-pressed). The editor's own shortcuts work too (Ctrl+B …).
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Select } from 'antd';
import type { ButtonProps } from 'antd';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import styles from './rich-text-editor.module.css';

export type BlockStyle = 'paragraph' | 'h2' | 'h3';

const BLOCK_OPTIONS: { value: BlockStyle; label: string }[] = [
  { value: 'paragraph', label: '正文' },
  { value: 'h2', label: '标题' },
  { value: 'h3', label: '小标题' },
];

export interface RichTextToolbarProps {
  readonly editor: Editor;
  /** The editing area's name: the toolbar is named “<label>格式” (正文格式). */
  readonly label: string;
  /** 链接: the caller asks for the address. */
  readonly onLink: () => void;
  /** HTML 源码: the body as markup, for what the editor cannot hold (a table). */
  readonly onSource: () => void;
}

function useFormatting(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      block: (current.isActive('heading', { level: 2 })
        ? 'h2'
        : current.isActive('heading', { level: 3 })
          ? 'h3'
          : 'paragraph') as BlockStyle,
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
}

export function RichTextToolbar({ editor, label, onLink, onSource }: RichTextToolbarProps) {
  const state = useFormatting(editor);
  const bar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  /** The toolbar's controls in order: every button and the select's input. */
  const controls = () =>
    [...(bar.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])].filter(
      (control) => !control.hasAttribute('disabled'),
    );

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = controls();
    const index = items.findIndex((item) => item.contains(document.activeElement));
    if (index < 0) return;
    // The select's own list takes the arrow keys while it is open.
    if (bar.current?.querySelector('.ant-select-open')) return;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    const target = items[next]!;
    (target.matches('input, button') ? target : target.querySelector('input'))?.focus();
  }

  const chain = () => editor.chain().focus();
  let order = 0;
  /** The roving tab stop: the control last moved to holds it. */
  const stop = () => (order++ === current ? 0 : -1);
  // One control of the toolbar: a stop of its roving Tab, named by its visible word.
  const control = (word: string, run: () => void, keys: string | undefined, props: ButtonProps) => (
    <Button
      size="small"
      aria-keyshortcuts={keys}
      autoInsertSpace={false}
      data-toolbar-item=""
      tabIndex={stop()}
      // Keeps the editor's selection: a mouse press would otherwise move focus off it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={run}
      {...props}
    >
      {word}
    </Button>
  );
  const toggle = (word: string, pressed: boolean, run: () => void, keys?: string) =>
    control(word, run, keys, { type: pressed ? 'primary' : 'default', 'aria-pressed': pressed });
  const action = (word: string, enabled: boolean, run: () => void, keys?: string) =>
    control(word, run, keys, { disabled: !enabled });

  function setBlock(block: BlockStyle) {
    if (block === 'paragraph') chain().setParagraph().run();
    else
      chain()
        .setHeading({ level: block === 'h2' ? 2 : 3 })
        .run();
  }

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={`${label}格式`}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        const index = controls().findIndex((item) => item.contains(event.target));
        if (index >= 0) setCurrent(index);
      }}
    >
      <span data-toolbar-item="" className={styles.blockSelect}>
        <Select<BlockStyle>
          size="small"
          aria-label="段落格式"
          value={state.block}
          options={BLOCK_OPTIONS}
          onChange={setBlock}
          tabIndex={stop()}
          style={{ width: 96 }}
        />
      </span>
      {toggle('加粗', state.bold, () => chain().toggleBold().run(), 'Control+B')}
      {toggle('斜体', state.italic, () => chain().toggleItalic().run(), 'Control+I')}
      {toggle('列表', state.bulletList, () => chain().toggleBulletList().run())}
      {toggle('编号', state.orderedList, () => chain().toggleOrderedList().run())}
      {toggle('引用', state.blockquote, () => chain().toggleBlockquote().run())}
      {toggle('链接', state.link, onLink)}
      {action('撤销', state.canUndo, () => chain().undo().run(), 'Control+Z')}
      {action('重做', state.canRedo, () => chain().redo().run(), 'Control+Shift+Z')}
      {action('HTML 源码', true, onSource)}
    </div>
  );
}
