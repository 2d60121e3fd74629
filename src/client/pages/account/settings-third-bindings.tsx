/**
 * 安全设置 › 账号绑定: the caller's binding per configured third-party provider, with 解除绑定. A binding is made at
 * the login page (the provider's button, then the account's password); nothing shows when no provider is configured.
 */
import { useCallback, useEffect, useState } from 'react';
import { List, Popconfirm } from 'antd';
import { thirdLogin } from '@shared/services';
import { feedback } from '../../app/feedback';
import { fetchResult } from '../../http';

export function SettingsThirdBindings() {
  const [rows, setRows] = useState<thirdLogin.MyThirdBinding[]>([]);
  const load = useCallback(() => {
    fetchResult(thirdLogin.myBindings, {}).then(setRows, () => undefined);
  }, []);
  useEffect(load, [load]);
  const unbind = async (thirdType: string) => {
    try {
      await fetchResult(thirdLogin.unbind, { thirdType });
      feedback.message.success('已解除绑定');
    } finally {
      load();
    }
  };
  if (!rows.length) return null;
  return (
    <List
      header="账号绑定"
      dataSource={rows}
      renderItem={(r) => (
        <List.Item
          actions={
            r.bound
              ? [
                  <Popconfirm key="u" title={`解除与${r.name}的绑定？`} onConfirm={() => unbind(r.type).catch(() => undefined)}>
                    <a>解除绑定</a>
                  </Popconfirm>,
                ]
              : []
          }
        >
          <List.Item.Meta
            title={r.name}
            description={
              r.bound ? `已绑定${r.realname ? `：${r.realname}` : ''}（${r.createTime}）` : '未绑定：在登录页选择该方式登录，再输入本账号和密码即可绑定'
            }
          />
        </List.Item>
      )}
    />
  );
}
