import { Button, Col, Modal, Row, Select, Space } from 'antd';
import { useFeedback } from '../../hooks/use-feedback';
import { GroupEditor, matchTypeOptions } from './group-editor';
import { fromItems, isEmptyQuery, isComplete, MAX_CONDITIONS, rowsOf, type MatchType, type QueryField, type QueryGroup, type SavedQuery } from './model';
import { SavedList } from './saved-list';
import { sqTexts } from './texts';

export interface SuperQueryDialogProps {
  tree: QueryGroup;
  fields: QueryField[];
  saved: SavedQuery[];
  mobile: boolean;
  onTree(tree: QueryGroup): void;
  /** Runs the query; the caller closes the dialog. */
  onQuery(tree: QueryGroup): void;
  onReset(): void;
  onSave(): void;
  onDeleteSaved(q: SavedQuery): void;
  onClose(): void;
}

/** The 高级查询 dialog (002 §2.4): match type, rows and nested groups, saved queries, 重置 保存查询 关闭 查询. */
export function SuperQueryDialog({ tree, fields, saved, mobile, onTree, onQuery, onReset, onSave, onDeleteSaved, onClose }: SuperQueryDialogProps) {
  const { message } = useFeedback();
  const query = () => {
    if (isEmptyQuery(tree)) return void message.warning(sqTexts.emptyQuery);
    if (rowsOf(tree).filter(isComplete).length > MAX_CONDITIONS) return void message.warning(sqTexts.tooMany(MAX_CONDITIONS));
    onQuery(tree);
  };
  const pick = (q: SavedQuery) => onTree(fromItems(q.records, q.matchType, fields));
  const footer = (
    <Space wrap>
      <Button onClick={onReset}>{sqTexts.reset}</Button>
      <Button onClick={onSave}>{sqTexts.save}</Button>
      <Button onClick={onClose}>{sqTexts.close}</Button>
      <Button type="primary" onClick={query}>
        {sqTexts.query}
      </Button>
    </Space>
  );
  const fullScreen = mobile
    ? { width: '100vw', style: { top: 0, maxWidth: '100vw', paddingBottom: 0 }, styles: { body: { minHeight: 'calc(100vh - 120px)' } } }
    : { width: 1000 };
  return (
    <Modal open title={sqTexts.title} className="zhdj-super-query" footer={footer} onCancel={onClose} {...fullScreen}>
      <Row gutter={16}>
        <Col span={mobile ? 24 : 18}>
          <Space style={{ marginBottom: 12 }} wrap>
            <span>{sqTexts.matchType}</span>
            <Select<MatchType>
              className="zhdj-sq-match"
              style={{ width: 260 }}
              value={tree.matchType}
              options={matchTypeOptions}
              onChange={(matchType) => onTree({ ...tree, matchType })}
            />
          </Space>
          <GroupEditor root={tree} group={tree} fields={fields} onChange={onTree} />
        </Col>
        <Col span={mobile ? 24 : 6}>
          <SavedList queries={saved} onPick={pick} onDelete={onDeleteSaved} />
        </Col>
      </Row>
    </Modal>
  );
}
