import { useState } from 'react';
import { Button, Checkbox, InputNumber, Popover, Radio, Space } from 'antd';
import { DeleteOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useFeedback } from '../../hooks/use-feedback';
import { MAX_ADD_COUNT, type AddSettings } from './model/add-settings';
import { useTable } from './table-context';
import { tableTexts } from './texts';

export interface ToolbarProps {
  /** The buttons shown (after the permission check): 'add', 'batch_delete'. */
  buttons: string[];
  settings: AddSettings;
  onSettings(settings: AddSettings): void;
  onAdd(): void;
}

function SettingsForm({ settings, onSettings }: Pick<ToolbarProps, 'settings' | 'onSettings'>) {
  return (
    <Space direction="vertical" className="zhdj-et-add-settings">
      <Space>
        {tableTexts.addCount}
        <InputNumber min={1} max={MAX_ADD_COUNT} precision={0} value={settings.count} onChange={(v) => onSettings({ ...settings, count: Number(v) || 1 })} />
      </Space>
      <Space>
        {tableTexts.addPosition}
        <Radio.Group
          value={settings.position}
          onChange={(e) => onSettings({ ...settings, position: e.target.value })}
          options={[
            { label: tableTexts.atEnd, value: 'end' },
            { label: tableTexts.atStart, value: 'start' },
          ]}
        />
      </Space>
      <Checkbox checked={settings.scrollToBottom} onChange={(e) => onSettings({ ...settings, scrollToBottom: e.target.checked })}>
        {tableTexts.scrollToBottom}
      </Checkbox>
    </Space>
  );
}

/** 新增 (with its add-row settings) and 删除 of the selected rows (请选择一条记录！ when none is selected). */
export function Toolbar({ buttons, settings, onSettings, onAdd }: ToolbarProps) {
  const { store } = useTable();
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const batchDelete = () => {
    const ids = store.selectedIds();
    if (!ids.length) return void message.warning(tableTexts.selectOne);
    store.remove(ids);
  };
  if (!buttons.length) return null;
  return (
    <Space className="zhdj-et-toolbar">
      {buttons.includes('add') && (
        <Space.Compact>
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {tableTexts.add}
          </Button>
          <Popover
            trigger="click"
            open={open}
            onOpenChange={setOpen}
            title={tableTexts.addSettings}
            content={<SettingsForm settings={settings} onSettings={onSettings} />}
          >
            <Button type="primary" icon={<SettingOutlined />} aria-label={tableTexts.addSettings} />
          </Popover>
        </Space.Compact>
      )}
      {buttons.includes('batch_delete') && (
        <Button danger icon={<DeleteOutlined />} onClick={batchDelete}>
          {tableTexts.batchDelete}
        </Button>
      )}
    </Space>
  );
}
