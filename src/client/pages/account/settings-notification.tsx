/**
 * 新消息通知: the caller's switch per channel that leaves the platform (SMS, e-mail), saved on the server at each
 * change; the bell's announcements and reminders always show.
 */
import { useEffect, useState } from 'react';
import { List, Switch } from 'antd';
import { accountCentre, type ResultOf } from '@shared/services';
import { fetchResult } from '../../http';

type Settings = ResultOf<typeof accountCentre.notifySettings>;

const CHANNELS: Array<{ key: keyof Settings; title: string; description: string }> = [
  { key: 'sms', title: '短信', description: '以短信发送到已绑定的手机' },
  { key: 'email', title: '邮件', description: '发送到基本设置中填写的邮箱' },
];

export function SettingsNotification() {
  const [value, setValue] = useState<Settings | null>(null);
  useEffect(() => {
    fetchResult(accountCentre.notifySettings, {}).then(setValue, () => undefined);
  }, []);
  const change = (key: keyof Settings, on: boolean) => {
    if (!value) return;
    const next = { ...value, [key]: on };
    fetchResult(accountCentre.saveNotifySettings, next).then(
      () => setValue(next),
      () => undefined,
    );
  };
  return (
    <List
      header="系统消息（通告、提醒）始终在页面右上角显示；短信和邮件通知按以下设置发送。"
      loading={!value}
      dataSource={CHANNELS}
      renderItem={(c) => (
        <List.Item
          actions={[
            <Switch
              key="s"
              checked={value?.[c.key] ?? false}
              aria-label={c.title}
              checkedChildren="开"
              unCheckedChildren="关"
              onChange={(on) => change(c.key, on)}
            />,
          ]}
        >
          <List.Item.Meta title={c.title} description={c.description} />
        </List.Item>
      )}
    />
  );
}
