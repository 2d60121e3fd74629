/** Public routes that a later version fills (register, OAuth2 app login, statistics, ...): they exist and say so. */
import LaterPage from '../placeholder/later-page';

export const PUBLIC_LATER_TITLES: Record<string, string> = {
  register: '注册',
  'register-result': '注册结果',
  alteration: '找回密码',
  oauth2: '第三方应用登录',
  srepStatistics: '统计报表',
  extra: '公开页面',
};

export default function PublicLaterPage({ page }: { page: string }) {
  return <LaterPage title={PUBLIC_LATER_TITLES[page]} />;
}
