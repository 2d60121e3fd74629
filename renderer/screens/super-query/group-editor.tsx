import { Button, Col, Row, Select, Space, Tooltip } from 'antd';
import { ApartmentOutlined, DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { registry } from '../../registry';
import { widgetFor } from './fields';
import {
  addGroup,
  addRow,
  canNest,
  removeNode,
  RULES,
  rulesFor,
  updateNode,
  withField,
  withRule,
  type MatchType,
  type QueryField,
  type QueryGroup,
  type QueryRow,
} from './model';
import { sqTexts } from './texts';
import { ValueInput } from './value-input';

export interface GroupEditorProps {
  root: QueryGroup;
  group: QueryGroup;
  fields: QueryField[];
  onChange(root: QueryGroup): void;
}

const has = (name: string) => registry.has(name);
export const matchTypeOptions = [
  { value: 'and', label: sqTexts.and },
  { value: 'or', label: sqTexts.or },
];

/** The rows and nested groups of one group; the root's match type is edited by the dialog itself. */
export function GroupEditor({ root, group, fields, onChange }: GroupEditorProps) {
  const byName = new Map(fields.map((f) => [f.name, f]));
  const change = (id: string, f: (r: QueryRow) => QueryRow) => onChange(updateNode(root, id, (n) => f(n as QueryRow)));
  const row = (r: QueryRow) => {
    const field = r.field ? byName.get(r.field) : undefined;
    const rules = rulesFor(r.type);
    return (
      <Row key={r.id} gutter={8} className="zhdj-sq-row" data-row={r.id} style={{ marginBottom: 8 }} wrap={false}>
        <Col flex="1 1 0" style={{ minWidth: 0 }}>
          <Select
            className="zhdj-sq-field"
            style={{ width: '100%' }}
            showSearch
            optionFilterProp="label"
            placeholder={sqTexts.field}
            value={r.field}
            options={fields.map((f) => ({ value: f.name, label: f.title }))}
            onChange={(name: string) => change(r.id, (x) => withField(x, byName.get(name)))}
          />
        </Col>
        <Col flex="0 0 130px">
          <Select
            className="zhdj-sq-rule"
            style={{ width: '100%' }}
            placeholder={sqTexts.rule}
            value={r.rule}
            options={RULES.filter((x) => rules.includes(x.value)).map((x) => ({ value: x.value, label: x.label }))}
            onChange={(rule) => change(r.id, (x) => withRule(x, rule))}
          />
        </Col>
        <Col flex="1 1 0" className="zhdj-sq-value" style={{ minWidth: 0 }}>
          <ValueInput widget={widgetFor(field, r.rule, has)} value={r.val} onChange={(val) => change(r.id, (x) => ({ ...x, val }))} />
        </Col>
        <Col flex="none">
          <Space size={4}>
            <Button className="zhdj-sq-add" icon={<PlusOutlined />} onClick={() => onChange(addRow(root, group.id, r.id))} aria-label="在下方添加条件" />
            <Button className="zhdj-sq-remove" icon={<MinusCircleOutlined />} onClick={() => onChange(removeNode(root, r.id))} aria-label="删除条件" />
          </Space>
        </Col>
      </Row>
    );
  };
  const nested = (g: QueryGroup) => (
    <div
      key={g.id}
      className="zhdj-sq-group"
      data-group={g.id}
      style={{ border: '1px dashed #d9d9d9', borderRadius: 6, padding: '8px 8px 0', marginBottom: 8 }}
    >
      <Space style={{ marginBottom: 8 }} wrap>
        <span>{sqTexts.group}</span>
        <Select<MatchType>
          className="zhdj-sq-group-match"
          style={{ width: 260 }}
          value={g.matchType}
          options={matchTypeOptions}
          onChange={(matchType) => onChange(updateNode(root, g.id, (n) => ({ ...(n as QueryGroup), matchType })))}
        />
        <Button className="zhdj-sq-remove-group" size="small" danger icon={<DeleteOutlined />} onClick={() => onChange(removeNode(root, g.id))}>
          {sqTexts.removeGroup}
        </Button>
      </Space>
      <GroupEditor root={root} group={g} fields={fields} onChange={onChange} />
    </div>
  );
  return (
    <div>
      {group.children.map((n) => (n.kind === 'row' ? row(n) : nested(n)))}
      <Space style={{ marginBottom: 8 }}>
        {group.children.length === 0 && <span>{sqTexts.noRows}</span>}
        <Button className="zhdj-sq-add-row" size="small" type="dashed" icon={<PlusOutlined />} onClick={() => onChange(addRow(root, group.id))}>
          {sqTexts.addRow}
        </Button>
        <Tooltip title={canNest(root, group.id) ? undefined : sqTexts.tooDeep}>
          <Button
            className="zhdj-sq-add-group"
            size="small"
            type="dashed"
            icon={<ApartmentOutlined />}
            disabled={!canNest(root, group.id)}
            onClick={() => onChange(addGroup(root, group.id))}
          >
            {sqTexts.addGroup}
          </Button>
        </Tooltip>
      </Space>
    </div>
  );
}
