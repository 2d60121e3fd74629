import { useEffect, useState } from 'react';
import { Button, Descriptions, Typography } from 'antd';
import { session as sessionApi, type UserInfo } from '@shared/services';
import { fetchResult } from '../../http';
import { guideTexts } from './texts';

/** Step 1: the account as the server knows it (queryLoginUser), and whom to call when it is wrong. */
export function StepAccount({ onNext }: { onNext(): void }) {
  const [user, setUser] = useState<UserInfo | null>(null);
  const [tel, setTel] = useState<string | null>(null);
  useEffect(() => {
    void fetchResult(sessionApi.queryLoginUser, {}).then((r) => setUser(r.userInfo));
    fetchResult(sessionApi.serviceTel, {}, { notify: false }).then(
      (t) => setTel(String(t ?? '')),
      () => setTel(guideTexts.telFailed),
    );
  }, []);
  return (
    <div className="guide-step-account">
      <Descriptions column={1} bordered style={{ maxWidth: 640, margin: '0 auto' }}>
        <Descriptions.Item label={guideTexts.username}>{user?.username}</Descriptions.Item>
        <Descriptions.Item label={guideTexts.phone}>{user?.phone}</Descriptions.Item>
        <Descriptions.Item label={guideTexts.community}>{user?.regionName}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 16 }}>
        {guideTexts.wrongInfo}
        <Typography.Text strong className="guide-service-tel">
          {tel}
        </Typography.Text>
      </Typography.Paragraph>
      <div className="setup-wizard__buttons">
        <Button type="primary" disabled={!user} onClick={onNext}>
          {guideTexts.confirmNext}
        </Button>
      </div>
    </div>
  );
}
