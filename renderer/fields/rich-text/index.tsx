import { lazy, Suspense } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Spin } from 'antd';
import type { RichTextProps } from './props';
import { RichTextView } from './view';
import './rich-text.css';

export type { RichTextProps } from './props';

const RichTextEditor = lazy(() => import('./editor'));

/** The editor (Tiptap), loaded when a form first shows one; a spinner of the editor's height until then. */
function RichTextInput(props: RichTextProps) {
  return (
    <Suspense
      fallback={
        <Spin size="small">
          <div style={{ height: (props.height ?? 300) + 40 }} />
        </Spin>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export const RichText = connect(RichTextInput, mapReadPretty(RichTextView));
export default RichText;
