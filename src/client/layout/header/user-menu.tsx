/** The account corner: change password, department and tenant switch, dictionary cache refresh, settings, logout. */
import { useEffect, useState } from 'react';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { feedback } from '../../app/feedback';
import { appConfig } from '../../config';
import { ChangePasswordModal } from '../../features/account/change-password-modal';
import { DepartModal } from '../../features/account/depart-modal';
import { TenantModal } from '../../features/account/tenant-modal';
import { casLogoutUrl } from '../../features/account/cas-login';
import { logout, reloadDictionaries } from '../../features/account/session-actions';
import { showError, staticUrl, withToken } from '../../http';
import { session } from '../../stores/session';
import { sso } from '../../stores/sso';
import { useFastClick } from '../../utils/use-fast-click';

export interface UserMenuProps {
  onOpenSettings(): void;
}

export function UserMenu({ onOpenSettings }: UserMenuProps) {
  const { userInfo: user, tenantList } = useSnapshot(session);
  const [dialog, setDialog] = useState<'password' | 'depart' | 'tenant' | null>(null);
  const ssoStatus = useSnapshot(sso).status;
  const hasOrgCode = !!user?.orgCode;

  // 000 §6: under single sign-on a user without an organisation code is asked to choose a department at start.
  useEffect(() => {
    if (ssoStatus !== 'on' || hasOrgCode || sso.departPrompted || !user) return;
    sso.departPrompted = true;
    setDialog('depart');
  }, [ssoStatus, hasOrgCode, user]);

  const confirmLogout = () =>
    feedback.modal.confirm({
      title: '提示',
      content: '真的要注销登录吗 ?',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        // Under CAS the CAS session ends too, or the next visit would be signed in again at once (000 §2.2).
        if (sso.status === 'on') {
          sso.leaving = true;
          await logout();
          return window.location.assign(casLogoutUrl());
        }
        await logout();
        // A fresh page load: no kept-alive page or menu of the old session survives, and no redirect is carried.
        window.location.assign(appConfig.basePath.replace(/\/$/, '') + appConfig.loginPath);
      },
    });

  // A refresh is a server round trip for every dictionary: the fast-click guard stops accidental repeats.
  const refreshCache = useFastClick(() => {
    reloadDictionaries()
      .then(() => feedback.message.success('刷新缓存完成！'))
      .catch(showError);
  });

  const items: MenuProps['items'] = [
    { key: 'password', label: '修改密码', onClick: () => setDialog('password') },
    { key: 'depart', label: '切换部门', onClick: () => setDialog('depart') },
    // Only for users the login offered several tenants.
    ...(tenantList.length > 1 ? [{ key: 'tenant', label: '切换租户', onClick: () => setDialog('tenant') }] : []),
    { key: 'cache', label: '刷新缓存', onClick: refreshCache },
    { key: 'settings', label: '系统设置', icon: <SettingOutlined />, onClick: onOpenSettings },
    { type: 'divider' },
    { key: 'logout', label: '退出登录', icon: <LogoutOutlined />, onClick: confirmLogout },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button type="text" className="user-menu" aria-label="用户菜单">
          <Avatar size="small" src={user?.avatar ? withToken(staticUrl(user.avatar)) : undefined} icon={<UserOutlined />} />
          <span className="user-menu__name">{user?.realname || user?.username}</span>
        </Button>
      </Dropdown>
      <Button type="text" icon={<LogoutOutlined />} aria-label="退出登录" title="退出登录" onClick={confirmLogout} />
      <ChangePasswordModal open={dialog === 'password'} forced={false} onClose={() => setDialog(null)} />
      <DepartModal open={dialog === 'depart'} onClose={() => setDialog(null)} />
      <TenantModal open={dialog === 'tenant'} forced={false} onClose={() => setDialog(null)} />
    </>
  );
}
