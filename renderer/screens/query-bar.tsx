import { useMemo } from 'react';
import { Button, Space } from 'antd';
import { SearchOutlined, ReloadOutlined } from '@ant-design/icons';
import { createForm } from '../form/create-form';
import type { EntitySchema } from '@shared/entity-meta';
import type { Values } from '../data-provider';
import { SchemaForm } from '../form/schema-form';
import { querySchemaOf } from '../schema/screen-schemas';
import type { TableParts } from './screen-schema';
import { texts } from '../texts';

export interface QueryBarProps {
  screen: Pick<TableParts, 'query'>;
  entity: EntitySchema;
  /** Fields fixed by a parent screen: not offered as filters. */
  omit: string[];
  onQuery(values: Values): void;
  /** 重置: the fields are cleared; without it 重置 queries with no values. */
  onReset?(): void;
}

/** The query area: the screen's query fields, 查询 and 重置. */
export function QueryBar({ screen, entity, omit, onQuery, onReset }: QueryBarProps) {
  const form = useMemo(() => createForm(), []);
  const schema = useMemo(() => querySchemaOf(screen, entity, omit), [screen, entity, omit.join()]);
  if (!screen.query?.length) return null;
  const query = () => onQuery({ ...(form.values as Values) });
  const reset = async () => {
    await form.reset('*', { forceClear: true });
    if (onReset) onReset();
    else onQuery({});
  };
  return (
    <div className="zhdj-query-bar" onKeyDown={(e) => e.key === 'Enter' && query()}>
      <SchemaForm form={form} schema={schema} labelWidth={90}>
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<SearchOutlined />} onClick={query}>
            {texts.query}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void reset()}>
            {texts.reset}
          </Button>
        </Space>
      </SchemaForm>
    </div>
  );
}
