/** The avatar picker: uploads an image to the avatar folder through the common upload route, shows it round. */
import { useState } from 'react';
import { Avatar, Button, Space, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { upload } from '@shared/services';
import { fetchResult, staticUrl, withToken } from '../../http';

export function AvatarUpload({ value, onChange }: { value?: string | null; onChange?: (path: string) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Space>
      <Avatar size={72} src={value ? withToken(staticUrl(value)) : undefined} icon={<UserOutlined />} />
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        customRequest={({ file }) => {
          setBusy(true);
          fetchResult(upload.commonUpload, { file: file as Blob, biz: 'avatar' })
            .then((path) => path && onChange?.(path))
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          更换头像
        </Button>
      </Upload>
    </Space>
  );
}
