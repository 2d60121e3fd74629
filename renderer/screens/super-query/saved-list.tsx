import { Button, Card, Empty, List, Tag } from 'antd';
import { CloudOutlined, DeleteOutlined } from '@ant-design/icons';
import type { SavedQuery } from './model';
import { sqTexts } from './texts';

export interface SavedListProps {
  queries: SavedQuery[];
  onPick(q: SavedQuery): void;
  onDelete(q: SavedQuery): void;
}

/** The saved-queries panel: a click loads one into the dialog; the bin deletes it after a confirmation. */
export function SavedList({ queries, onPick, onDelete }: SavedListProps) {
  return (
    <Card size="small" title={sqTexts.saved} className="zhdj-sq-saved">
      {queries.length ? (
        <List
          size="small"
          dataSource={queries}
          renderItem={(q) => (
            <List.Item
              key={`${q.id ?? 'local'}:${q.title}`}
              className="zhdj-sq-saved-item"
              actions={[<Button key="del" type="text" size="small" danger icon={<DeleteOutlined />} aria-label="删除" onClick={() => onDelete(q)} />]}
            >
              <a onClick={() => onPick(q)} title={q.title}>
                {q.title}
              </a>
              {q.id && (
                <Tag icon={<CloudOutlined />} style={{ marginLeft: 6 }}>
                  {sqTexts.serverTag}
                </Tag>
              )}
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={sqTexts.noSaved} />
      )}
    </Card>
  );
}
