import { useDataProvider } from '../../data-provider';
import { FieldText } from '../../hooks/field-text';
import { htmlForDisplay } from './html';
import './rich-text.css';

/**
 * Rich text shown read-only: the HTML cleaned by DOMPurify, images with the viewer's token, blocks no wider than the
 * box. Its own module so a page that only shows rich text (the header bell's detail) loads it without the editor.
 */
export function RichTextView({ value }: { value?: string | null }) {
  const provider = useDataProvider();
  if (!value) return <FieldText />;
  return <div className="zhdj-rich-text-view" dangerouslySetInnerHTML={{ __html: htmlForDisplay(value, (path) => provider.fileUrl({ path })) }} />;
}

export default RichTextView;
