import { Form, Modal, Slider, Switch } from 'antd';
import { drawerTexts } from './texts';
import type { DrawerSettings } from './use-drawer';

/** 设置: the snap slider (1-5), auto-close, and drawing inside the same level (off: overlaps are clipped unasked). */
export function SettingsModal({
  open,
  settings,
  onChange,
  onClose,
}: {
  open: boolean;
  settings: DrawerSettings;
  onChange(s: DrawerSettings): void;
  onClose(): void;
}) {
  return (
    <Modal
      open={open}
      title={drawerTexts.settings}
      onCancel={onClose}
      onOk={onClose}
      width={420}
      okText={drawerTexts.ok}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <Form layout="horizontal" labelCol={{ span: 10 }} wrapperCol={{ span: 14 }}>
        <Form.Item label={drawerTexts.snap}>
          <Slider
            min={1}
            max={5}
            step={1}
            value={settings.slider}
            onChange={(slider: number) => onChange({ ...settings, slider })}
            marks={{ 1: '1', 3: '3', 5: '5' }}
          />
        </Form.Item>
        <Form.Item label={drawerTexts.autoClose}>
          <Switch checked={settings.autoClose} onChange={(autoClose) => onChange({ ...settings, autoClose })} aria-label={drawerTexts.autoClose} />
        </Form.Item>
        <Form.Item label={drawerTexts.insideSameLevel}>
          <Switch
            checked={settings.insideSameLevel}
            onChange={(insideSameLevel) => onChange({ ...settings, insideSameLevel })}
            aria-label={drawerTexts.insideSameLevel}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
