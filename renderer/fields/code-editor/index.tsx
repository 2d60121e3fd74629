import { useMemo } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import { Spin } from 'antd';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { FieldText } from '../../hooks/field-text';
import { useLanguage } from './use-language';

export { LANGUAGES, languageOf } from './languages';

export interface CodeEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  /** One of css, javascript, html, java, objective-c, python, r, shell, sql, swift, vue, markdown (default javascript). */
  language?: string;
  /** Editor height in px, or any CSS height (default 300). */
  height?: number | string;
  /** Text shown while empty. */
  placeholder?: string;
  /** Shows the code, highlighted, without letting it change. */
  readOnly?: boolean;
  disabled?: boolean;
  /** Line numbers in the gutter (default true). */
  lineNumbers?: boolean;
  /** Long lines wrap instead of scrolling sideways (default false). */
  lineWrapping?: boolean;
}

const frame = { border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' } as const;

/** A CodeMirror 6 editor whose language grammar is loaded on first use. The value is the code as text. */
function CodeEditorInput({
  value,
  onChange,
  language = 'javascript',
  height = 300,
  placeholder,
  readOnly,
  disabled,
  lineNumbers = true,
  lineWrapping = false,
}: CodeEditorProps) {
  const { extension, ready, language: known } = useLanguage(language);
  const extensions = useMemo(() => (lineWrapping ? [extension, EditorView.lineWrapping] : [extension]), [extension, lineWrapping]);
  const locked = Boolean(readOnly || disabled);
  // Spinning until the grammar is in: the code then shows highlighted at once, never plain first.
  return (
    <Spin spinning={!ready} size="small">
      <div className="zhdj-code-editor" data-language={ready ? (known ?? 'text') : undefined} style={{ ...frame, opacity: disabled ? 0.6 : 1 }}>
        <CodeMirror
          value={value ?? ''}
          onChange={(next) => onChange?.(next)}
          height={typeof height === 'number' ? `${height}px` : height}
          extensions={extensions}
          placeholder={placeholder}
          readOnly={locked}
          editable={!disabled}
          basicSetup={{ lineNumbers, foldGutter: lineNumbers, highlightActiveLine: !locked, autocompletion: !locked }}
        />
      </div>
    </Spin>
  );
}

/** Detail view: the code highlighted and read-only. */
function CodeEditorText(props: CodeEditorProps) {
  if (!props.value) return <FieldText />;
  return <CodeEditorInput {...props} readOnly />;
}

export const CodeEditor = connect(CodeEditorInput, mapReadPretty(CodeEditorText));
export default CodeEditor;
