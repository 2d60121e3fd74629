import { Button, Descriptions, Empty, List, Tag, Typography } from 'antd';
import type { GridFeature } from '@shared/services/gis';
import { areaText, drawStatusText } from './grid-map-model';

interface GridPanelProps {
  grids: GridFeature[];
  selected: GridFeature | null;
  onSelect(code: string): void;
  /** Opens the drawing page; absent when the user may not draw. */
  onDraw?(code: string): void;
}

/** The grids of the scope with their drawing status, and the details of the chosen one. */
export function GridPanel({ grids, selected, onSelect, onDraw }: GridPanelProps) {
  return (
    <div className="grid-map-panel">
      {selected && (
        <div className="grid-map-details" aria-label="网格详情">
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {selected.properties.name}
          </Typography.Title>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="网格编号">{selected.properties.regionCode}</Descriptions.Item>
            <Descriptions.Item label="所属社区">{selected.properties.communityName ?? selected.properties.communityCode}</Descriptions.Item>
            <Descriptions.Item label="标绘状态">{drawStatusText(selected.properties.drawStatus)}</Descriptions.Item>
            <Descriptions.Item label="面积">{areaText(selected.properties.area)}</Descriptions.Item>
          </Descriptions>
          {onDraw && (
            <Button type="primary" size="small" onClick={() => onDraw(selected.properties.regionCode)}>
              绘制
            </Button>
          )}
        </div>
      )}
      <Typography.Text strong>网格（{grids.length}）</Typography.Text>
      {grids.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无网格" />
      ) : (
        <List
          size="small"
          dataSource={grids}
          renderItem={(g) => (
            <List.Item
              className={g.properties.regionCode === selected?.properties.regionCode ? 'is-selected' : ''}
              onClick={() => onSelect(g.properties.regionCode)}
              style={{ cursor: 'pointer' }}
            >
              <span>{g.properties.name}</span>
              <Tag color={g.properties.drawStatus === 1 ? 'green' : 'red'}>{drawStatusText(g.properties.drawStatus)}</Tag>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
