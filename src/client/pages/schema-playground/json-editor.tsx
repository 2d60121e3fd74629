import { useEffect, useMemo, useRef } from 'react';
import CodeMirror, { EditorView, type ReactCodeMirrorRef } from '@uiw/react-codemirror';
import { json, jsonLanguage } from '@codemirror/lang-json';
import { hoverTooltip } from '@codemirror/view';
import { setDiagnostics, lintGutter, type Diagnostic } from '@codemirror/lint';
import { jsonCompletion, jsonSchemaHover, stateExtensions, updateSchema } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import type { PlaygroundProblem } from '@shared/services/playground';
import { rangeOf } from './problem-ranges';

export interface JsonEditorProps {
  value: string;
  onChange(value: string): void;
  /** The meta-schema that drives completion and hover help. */
  schema: JSONSchema7;
  /** The server's problems of this file, marked at their JSON paths. */
  problems: PlaygroundProblem[];
}

/**
 * CodeMirror 6 with completion and hover help from the meta-schema (codemirror-json-schema) and the server's check
 * as diagnostics. The library's own schema linter is left out: the server's check is the one authority, in Chinese.
 */
export function JsonEditor({ value, onChange, schema, problems }: JsonEditorProps) {
  const ref = useRef<ReactCodeMirrorRef>(null);
  const extensions = useMemo(
    () => [
      json(),
      jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
      hoverTooltip(jsonSchemaHover()),
      stateExtensions(schema),
      lintGutter(),
      EditorView.lineWrapping,
    ],
    // The schema changes through updateSchema below: rebuilding the extensions would reset the editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => {
    const view = ref.current?.view;
    if (view) updateSchema(view, schema);
  }, [schema]);
  useEffect(() => {
    const view = ref.current?.view;
    if (!view) return;
    const text = view.state.doc.toString();
    const diagnostics: Diagnostic[] = problems.map((p) => ({
      ...rangeOf(text, p.path),
      severity: 'error',
      message: `${p.path}: ${p.message}`,
      source: '配置检查',
    }));
    view.dispatch(setDiagnostics(view.state, diagnostics));
  }, [problems]);
  return (
    <div className="zhdj-sweep-skip zhdj-playground-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      <CodeMirror
        ref={ref}
        value={value}
        onChange={onChange}
        height="calc(100vh - 330px)"
        extensions={extensions}
        basicSetup={{ lineNumbers: true, foldGutter: true }}
      />
    </div>
  );
}
