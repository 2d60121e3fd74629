import { useCallback, useEffect, useState } from 'react';
import { Card, Col, Row, Tree } from 'antd';
import type { EventDataNode } from 'antd/es/tree';
import { primaryKeyOf, type EntitySchema } from '@shared/entity-meta';
import { useDataProvider, type Values } from '../data-provider';
import { useFeedback } from '../hooks/use-feedback';
import { EmbeddedList } from './embedded-list';
import { ListScreen } from './list-screen';
import type { TreeScreenSchema, TreeSpec } from './screen-schema';
import { fixedValues } from './sub-screen-dialog';
import { defaultSort } from './use-list-data';
import { texts } from '../texts';
import { TreeChartScreen } from './tree-chart/tree-chart-screen';

export interface TreeScreenProps {
  screen: TreeScreenSchema;
  entity: EntitySchema;
}

/** A tree table, or a tree beside a list screen filtered by the chosen node. */
export function TreeScreen({ screen, entity }: TreeScreenProps) {
  if (screen.mode === 'table') return <ListScreen screen={screen} entity={entity} tree={screen.tree} />;
  if (screen.mode === 'chart') return <TreeChartScreen screen={screen} entity={entity} />;
  return <SideTree screen={screen} entity={entity} />;
}

type Node = { key: string; title: string; isLeaf: boolean; row: Values; children?: Node[] };

/** Loads one level of the tree: the rows whose parent property is `parent`. */
function useLevels(entity: EntitySchema, tree: TreeSpec) {
  const provider = useDataProvider();
  const { fail } = useFeedback();
  const pk = tree.key ?? primaryKeyOf(entity);
  return useCallback(
    async (parent: string): Promise<Node[]> => {
      const sort = defaultSort(entity);
      const params: Values = { pageNo: 1, pageSize: 500, [tree.parent]: parent, ...(sort.column ? { column: sort.column, order: sort.order } : {}) };
      try {
        const { records } = await provider.list({ api: entity['x-entity'].api!, params });
        return records.map((row) => ({
          key: String(row[pk]),
          title: String(row[tree.label ?? pk] ?? ''),
          isLeaf: tree.hasChild ? String(row[tree.hasChild]) !== '1' : false,
          row,
        }));
      } catch (e) {
        fail(e, texts.listFailed);
        return [];
      }
    },
    [provider, entity, tree, pk],
  );
}

const withChildren = (nodes: Node[], key: string, children: Node[]): Node[] =>
  nodes.map((n) =>
    n.key === key ? { ...n, children, isLeaf: children.length === 0 } : n.children ? { ...n, children: withChildren(n.children, key, children) } : n,
  );

function SideTree({ screen, entity }: { screen: Extract<TreeScreenSchema, { mode: 'side' }>; entity: EntitySchema }) {
  const level = useLevels(entity, screen.tree);
  const [nodes, setNodes] = useState<Node[]>([]);
  const [chosen, setChosen] = useState<Values | null>(null);
  useEffect(() => void level(screen.tree.root ?? '0').then(setNodes), [level, screen.tree.root]);
  const loadData = async (node: EventDataNode<Node>) => {
    const children = await level(String(node.key));
    setNodes((all) => withChildren(all, String(node.key), children));
  };
  const fixed = chosen ? fixedValues(screen.list.filter, chosen) : {};
  return (
    <Card variant="borderless" title={screen.title} className="zhdj-tree-screen" data-screen={screen.id}>
      <Row gutter={16} wrap={false}>
        <Col flex="280px" className="zhdj-side-tree">
          <Card size="small" title={screen.treeTitle ?? texts.tree} extra={chosen ? <a onClick={() => setChosen(null)}>{texts.treeAll}</a> : undefined}>
            <Tree<Node>
              treeData={nodes}
              loadData={loadData}
              selectedKeys={chosen ? [String(chosen[primaryKeyOf(entity)])] : []}
              onSelect={(_, { node, selected }) => setChosen(selected ? node.row : null)}
            />
          </Card>
        </Col>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <EmbeddedList screenId={screen.list.screen} fixed={fixed} />
        </Col>
      </Row>
    </Card>
  );
}
