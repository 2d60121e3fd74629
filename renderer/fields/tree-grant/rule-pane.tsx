import { useEffect, useState } from 'react';
import { Button, Checkbox, Empty, Space, Spin, Typography } from 'antd';
import { useDataProvider } from '../../data-provider';
import { useFeedback } from '../../hooks/use-feedback';
import { TREE_GRANT_TEXTS as T } from './texts';

interface Rule {
  id: string;
  ruleName: string;
}

export interface RulePaneProps {
  /** GET `${url}/{node}/{owner}` answers `{datarule, drChecked}`; POST `url` saves `{permissionId, [ownerParam], dataRuleIds}`. */
  url: string;
  ownerParam: string;
  owner: string;
  node: { key: string; title: string };
}

/** The data rules of one granted node for the owner: which of them the owner is held to. */
export function RulePane({ url, ownerParam, owner, node }: RulePaneProps) {
  const provider = useDataProvider();
  const { message, fail } = useFeedback();
  const [rules, setRules] = useState<Rule[] | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => {
    setRules(null);
    provider.call({ method: 'GET', url: `${url}/${encodeURIComponent(node.key)}/${encodeURIComponent(owner)}` }).then(
      (r) => {
        const answer = (r ?? {}) as { datarule?: Rule[]; drChecked?: string };
        setRules(answer.datarule ?? []);
        setChecked((answer.drChecked ?? '').split(',').filter(Boolean));
      },
      (e) => (fail(e), setRules([])),
    );
  }, [url, owner, node.key]);
  const save = () =>
    provider.call({ method: 'POST', url, data: { permissionId: node.key, [ownerParam]: owner, dataRuleIds: checked.join(',') } }).then(
      () => void message.success(T.rulesSaved),
      (e) => fail(e),
    );
  return (
    <div className="zhdj-tree-grant-rules">
      <Typography.Title level={5}>{T.rulesOf(node.title)}</Typography.Title>
      {rules === null ? (
        <Spin />
      ) : rules.length ? (
        <Space direction="vertical">
          <Checkbox.Group value={checked} onChange={(v) => setChecked(v as string[])} options={rules.map((r) => ({ value: r.id, label: r.ruleName }))} />
          <Button type="primary" size="small" onClick={() => void save()}>
            {T.saveRules}
          </Button>
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noRules} />
      )}
    </div>
  );
}
