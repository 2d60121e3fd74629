/** The login page's 第三方登录 area: one button per provider the server has configured, nothing when none is. */
import { useEffect, useState } from 'react';
import { Button, Divider, Space } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import type { thirdLogin } from '@shared/services';
import { thirdLoginUrl, thirdProviders } from '../../features/account/third-login';

export function ThirdLoginArea({ redirect }: { redirect: string | null }) {
  const [providers, setProviders] = useState<thirdLogin.ThirdProviderInfo[]>([]);
  useEffect(() => {
    let live = true;
    void thirdProviders().then((list) => live && setProviders(list));
    return () => {
      live = false;
    };
  }, []);
  if (!providers.length) return null;
  return (
    <div className="third-login" aria-label="第三方登录">
      <Divider plain>第三方登录</Divider>
      <Space wrap style={{ width: '100%', justifyContent: 'center' }}>
        {providers.map((p) => (
          // A full page navigation: the server sends the browser on to the provider.
          <Button key={p.type} icon={<LoginOutlined />} onClick={() => window.location.assign(thirdLoginUrl(p.type, redirect))}>
            {p.name}
          </Button>
        ))}
      </Space>
    </div>
  );
}
