import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { useDataProvider } from '../../data-provider';
import { useFeedback } from '../../hooks/use-feedback';
import { texts } from '../../texts';
import { imageProblem } from '../image-upload/rules';
import { htmlForDisplay, htmlForStorage } from './html';
import { RICH_TEXTS } from './texts';
import type { RichTextProps } from './props';
import { Toolbar } from './toolbar';

/**
 * A Tiptap editor with a toolbar; images go to UploadController/imgUpload and show with the viewer's token.
 * In a chunk of its own: a detail view only shows HTML and never loads Tiptap.
 */
function RichTextEditor({
  value,
  onChange,
  height = 300,
  placeholder = RICH_TEXTS.placeholder,
  biz = 'notice',
  maxImageSizeMb = 5,
  disabled,
  readOnly,
}: RichTextProps) {
  const provider = useDataProvider();
  const { message, modal } = useFeedback();
  const toUrl = (path: string) => provider.fileUrl({ path });
  // Shown image URL (with the viewer's token) -> the URL stored in the HTML.
  const shown = useRef(new Map<string, string>());
  const emitted = useRef(value ?? '');
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const editable = !disabled && !readOnly;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
      Image,
      Placeholder.configure({ placeholder }),
    ],
    content: htmlForDisplay(value, toUrl, shown.current),
    editable,
    // Only a real change reaches the form: Tiptap may report an update while it sets itself up (an untouched empty
    // field must stay empty, not become '').
    onUpdate: ({ editor: e }) => {
      const html = htmlForStorage(e.getHTML(), shown.current);
      if (html === emitted.current) return;
      emitted.current = html;
      onChange?.(html);
    },
  });
  // A value set from outside (a record loaded, a form reset) replaces the document; our own echo does not.
  useEffect(() => {
    if (!editor || (value ?? '') === emitted.current) return;
    emitted.current = value ?? '';
    editor.commands.setContent(htmlForDisplay(value, toUrl, shown.current), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => editor?.setEditable(editable), [editor, editable]);

  const insertImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    const problem = imageProblem(file, 0, Infinity, maxImageSizeMb);
    if (problem) return void message.warning(problem);
    setUploading(0);
    try {
      const { path, url } = await provider.uploadImage({ file, biz, onProgress: setUploading });
      const src = toUrl(path);
      shown.current.set(src, url);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (e) {
      void modal.error({ title: texts.uploadErrorTitle, content: e instanceof Error && e.message ? e.message : texts.unknownError });
    } finally {
      setUploading(null);
    }
  };

  if (!editor) return null;
  return (
    <div className={`zhdj-rich-text${editable ? '' : ' zhdj-rich-text--disabled'}`}>
      {editable && <Toolbar editor={editor} uploading={uploading} onPickImage={() => picker.current?.click()} />}
      <input
        ref={picker}
        type="file"
        accept=".jpg,.jpeg,.png"
        hidden
        onChange={(e) => void insertImage(e.target.files?.[0]).finally(() => (e.target.value = ''))}
      />
      <EditorContent editor={editor} className="zhdj-rich-text__body" style={{ height }} onClick={() => editor.commands.focus()} />
    </div>
  );
}

export default RichTextEditor;
