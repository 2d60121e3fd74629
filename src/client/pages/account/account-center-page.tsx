/** 个人中心: the logged-in user's profile; the avatar changes here at once, the rest in 个人设置. */
import { Breadcrumb, Button, Card, Descriptions, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { accountCentre } from '@shared/services';
import { fetchResult } from '../../http';
import { session } from '../../stores/session';
import { AvatarUpload } from './avatar-upload';
import { refreshUserInfo } from './refresh-user';

const SEX: Record<number, string> = { 1: '男', 2: '女' };

export default function AccountCenterPage() {
  const user = useSnapshot(session).userInfo;
  const navigate = useNavigate();
  if (!user) return null;
  const regions = String(user.regionNameList ?? '')
    .split(',')
    .filter(Boolean);
  const saveAvatar = async (avatar: string) => {
    await fetchResult(accountCentre.editSelf, { realname: user.realname, email: user.email ?? null, sex: (user.sex as number | null) ?? null, avatar });
    await refreshUserInfo();
  };
  return (
    <Card title="个人中心" extra={<Button onClick={() => navigate('/account/settings/base')}>编辑资料</Button>}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <AvatarUpload value={user.avatar} onChange={(p) => void saveAvatar(p).catch(() => undefined)} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {user.realname}
        </Typography.Title>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="账号">{user.username}</Descriptions.Item>
          <Descriptions.Item label="性别">{SEX[user.sex as number] ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="手机号">{user.phone || '-'}</Descriptions.Item>
          <Descriptions.Item label="邮箱">{user.email || '-'}</Descriptions.Item>
          <Descriptions.Item label="所属区域" span={2}>
            {regions.length ? <Breadcrumb items={regions.map((title) => ({ title }))} /> : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Space>
    </Card>
  );
}
