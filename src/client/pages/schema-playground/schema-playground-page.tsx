import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Col, Input, List, Row, Select, Space, Tag, Typography } from 'antd';
import { playground } from '@shared/services';
import type { PlaygroundFiles } from '@shared/services/playground';
import { feedback } from '../../app/feedback';
import { fetchResult } from '../../http';
import { saveBlob } from '../../http/download';
import { JsonEditor } from './json-editor';
import { jsonChanges } from './json-changes';
import { bundledMeta, metaFileOf } from './meta-schemas';
import { PreviewPane } from './preview-pane';
import { SnapshotDiffView } from './snapshot-diff';
import { useResolvedDraft } from './use-draft';
import { useCheck } from './use-check';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const kindOf = (file: string) => (file.startsWith('screens/') ? 'screen' : file.startsWith('entities/') ? 'entity' : 'menus') as 'screen' | 'entity' | 'menus';

/**
 * 配置调试台: a configurator opens (or pastes) a screen, entity or menu file, edits it with completion and hover
 * help from the meta-schemas, sees the server's checks at their JSON paths as they type, and the screen as a chosen
 * user sees it, read-only. Saving writes into schemas/ only while the server watches it; otherwise a download.
 */
export default function SchemaPlaygroundPage() {
  const [files, setFiles] = useState<PlaygroundFiles | null>(null);
  const [file, setFile] = useState('');
  const [committed, setCommitted] = useState({ file: '', text: '' });
  const [text, setText] = useState('');
  const [shown, setShown] = useState<{ text: string | null; version: number }>({ text: null, version: 0 });
  const problems = useCheck(file, text);
  const kind = kindOf(file);
  const draft = useResolvedDraft(file, kind, shown.text);

  useEffect(() => void fetchResult(playground.files, {}).then(setFiles), []);

  const open = async (name: string) => {
    const answer = await fetchResult(playground.file, { file: name });
    setFile(name);
    setShown((s) => ({ text: null, version: s.version + 1 }));
    setCommitted({ file: name, text: answer.text });
    setText(answer.text);
  };

  const json = useMemo(() => parse(text), [text]);
  const meta = useMemo(
    () => bundledMeta(metaFileOf(kind, (json as { type?: unknown } | undefined)?.type)),
    [kind, (json as { type?: unknown } | undefined)?.type],
  );
  const own = (problems ?? []).filter((p) => p.file === file);
  const others = (problems ?? []).filter((p) => p.file !== file);
  // Against the file as opened: a text pasted under another name has nothing committed to compare with.
  const changes = useMemo(
    () => (committed.file && committed.file === file && json !== undefined ? jsonChanges(parse(committed.text), json) : []),
    [committed, file, json],
  );

  // The preview and the snapshot follow the text once it passes the check: a broken file would only show an error.
  useEffect(() => {
    if (problems && problems.length === 0 && json) setShown((s) => ({ text, version: s.version + 1 }));
  }, [problems]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async () => {
    const answer = await fetchResult(playground.save, { file, text });
    setCommitted({ file, text });
    feedback.message.success(`${answer.file} 已保存`);
  };
  const download = () => saveBlob(new Blob([text.endsWith('\n') ? text : text + '\n'], { type: 'application/json' }), file.split('/').pop() || 'schema.json');

  return (
    <Row gutter={16}>
      <Col xs={24} xl={11}>
        <Card
          size="small"
          title="配置文件"
          extra={
            <Space>
              {files?.canSave ? (
                <Button type="primary" disabled={!file || problems === null || problems.length > 0} onClick={() => void save()}>
                  保存到配置目录
                </Button>
              ) : (
                <Button disabled={!file} onClick={download} title="服务器未开启配置热加载，不能直接保存">
                  下载JSON
                </Button>
              )}
            </Space>
          }
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Select
              aria-label="打开文件"
              showSearch
              placeholder="选择页面、实体或菜单文件"
              style={{ width: '100%' }}
              value={files?.files.some((f) => f.file === file) ? file : undefined}
              optionFilterProp="label"
              options={(files?.files ?? []).map((f) => ({ value: f.file, label: `${f.title || f.file}　${f.file}` }))}
              onChange={(name: string) => void open(name)}
            />
            <Input
              addonBefore="检查为文件"
              aria-label="检查为文件"
              placeholder="粘贴的内容按此文件检查，如 screens/my-list.json"
              value={file}
              onChange={(e) => setFile(e.target.value.trim())}
            />
            <JsonEditor value={text} onChange={setText} schema={meta} problems={own} />
            <Typography.Text type={problems === null ? 'secondary' : problems.length ? 'danger' : 'success'} className="zhdj-playground-status">
              {!file ? '请选择或粘贴一个文件' : problems === null ? '检查中…' : problems.length ? `检查未通过：${problems.length} 个问题` : '检查通过'}
            </Typography.Text>
            {(own.length > 0 || others.length > 0) && (
              <List
                size="small"
                className="zhdj-playground-problems"
                dataSource={[...own, ...others]}
                renderItem={(p) => (
                  <List.Item>
                    <span>
                      {p.file !== file && <Tag>{p.file}</Tag>}
                      <code>{p.path}</code> {p.message}
                    </span>
                  </List.Item>
                )}
              />
            )}
            {kind === 'screen' && shown.text !== null && <SnapshotDiffView screenId={file.slice('screens/'.length, -'.json'.length)} draft={draft} />}
            {changes.length > 0 && (
              <List
                size="small"
                header="与配置目录中的文件相比"
                className="zhdj-playground-changes"
                dataSource={changes.slice(0, 50)}
                renderItem={(c) => (
                  <List.Item>
                    <span>
                      <Tag color={c.kind === '删除' ? 'red' : c.kind === '新增' ? 'green' : 'blue'}>{c.kind}</Tag>
                      <code>{c.path}</code>
                    </span>
                  </List.Item>
                )}
              />
            )}
          </Space>
        </Card>
      </Col>
      <Col xs={24} xl={13}>
        <Card size="small" title="页面预览">
          <PreviewPane file={file} kind={kind} text={shown.text} draft={draft} version={shown.version} />
        </Card>
      </Col>
    </Row>
  );
}
