import { useState, type ReactNode } from 'react';
import { Button, Divider, Input, Popover, Tooltip } from 'antd';
import {
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { RICH_TEXTS } from './texts';

/** The formatting buttons above the editor; each says what it does (aria-label) and shows whether it is on. */
export function Toolbar({ editor, onPickImage, uploading }: { editor: Editor; onPickImage(): void; uploading: number | null }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (label: string, icon: ReactNode, active: boolean, run: () => void, disabled = false) => (
    <Tooltip title={label} key={label}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const heading = (level: 1 | 2 | 3) =>
    button(`${RICH_TEXTS.heading}${level}`, <b>H{level}</b>, state[`h${level}`], () => chain().toggleHeading({ level }).run());
  return (
    <div
      className="zhdj-rich-text__toolbar"
      role="toolbar"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, padding: 4, borderBottom: '1px solid #f0f0f0' }}
    >
      {button(RICH_TEXTS.bold, <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
      {button(RICH_TEXTS.italic, <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
      {button(RICH_TEXTS.underline, <UnderlineOutlined />, state.underline, () => chain().toggleUnderline().run())}
      {button(RICH_TEXTS.strike, <StrikethroughOutlined />, state.strike, () => chain().toggleStrike().run())}
      <Divider type="vertical" />
      {heading(1)}
      {heading(2)}
      {heading(3)}
      {button(RICH_TEXTS.bulletList, <UnorderedListOutlined />, state.bullet, () => chain().toggleBulletList().run())}
      {button(RICH_TEXTS.orderedList, <OrderedListOutlined />, state.ordered, () => chain().toggleOrderedList().run())}
      {button(RICH_TEXTS.quote, <b>“</b>, state.quote, () => chain().toggleBlockquote().run())}
      {button(RICH_TEXTS.codeBlock, <CodeOutlined />, state.code, () => chain().toggleCodeBlock().run())}
      <Divider type="vertical" />
      <LinkButton editor={editor} active={state.link} />
      {button(RICH_TEXTS.image, <PictureOutlined />, false, onPickImage, uploading !== null)}
      {button(RICH_TEXTS.clear, <ClearOutlined />, false, () => chain().unsetAllMarks().clearNodes().run())}
      <Divider type="vertical" />
      {button(RICH_TEXTS.undo, <UndoOutlined />, false, () => chain().undo().run(), !state.canUndo)}
      {button(RICH_TEXTS.redo, <RedoOutlined />, false, () => chain().redo().run(), !state.canRedo)}
      {uploading !== null && (
        <span className="zhdj-rich-text__uploading" role="status" style={{ marginLeft: 8, color: '#888' }}>
          {RICH_TEXTS.imageUploading(uploading)}
        </span>
      )}
    </div>
  );
}

/** 链接: a small box for the address; an empty address removes the link. Only http(s) and mailto are kept. */
function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const value = href.trim();
    const range = editor.chain().focus().extendMarkRange('link');
    if (!value) range.unsetLink().run();
    else range.setLink({ href: /^(https?:|mailto:|\/)/i.test(value) ? value : `https://${value}`, target: '_blank' }).run();
    setOpen(false);
  };
  const onOpenChange = (next: boolean) => {
    if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setOpen(next);
  };
  const content = (
    <Input.Search
      size="small"
      style={{ width: 260 }}
      value={href}
      onChange={(e) => setHref(e.target.value)}
      placeholder={RICH_TEXTS.linkPlaceholder}
      enterButton={RICH_TEXTS.ok}
      onSearch={apply}
      autoFocus
    />
  );
  return (
    <Popover open={open} onOpenChange={onOpenChange} trigger="click" content={content}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={<LinkOutlined />}
        aria-label={RICH_TEXTS.link}
        aria-pressed={active}
        onMouseDown={(e) => e.preventDefault()}
      />
    </Popover>
  );
}
