/** The 第三方登录 area's divider and one button per provider; loaded only when the server has providers configured. */
import { Button, Divider, Space } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import type { thirdLogin } from '@shared/services';
import { thirdLoginUrl } from '../../features/account/third-login';

export default function ThirdLoginButtons({ providers, redirect }: { providers: thirdLogin.ThirdProviderInfo[]; redirect: string | null }) {
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
