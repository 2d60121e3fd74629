/**
 * The public statistics page (000 §2.1 /srepStatistics, opened in a new window from links containing oneCenter):
 * the platform-wide figures an administrator published in 系统参数, read without login.
 */
import { useEffect, useState } from 'react';
import { Alert, Card, Col, Empty, Row, Spin, Statistic } from 'antd';
import { loginVariants } from '@shared/services';
import type { PublicFigure } from '@shared/services/login-variants';
import { appConfig } from '../../config';
import { fetchResult } from '../../http';
import '../user/user-layout.css';

export default function SrepStatisticsPage() {
  const [figures, setFigures] = useState<PublicFigure[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    fetchResult(loginVariants.publicStatistics, {}, { notify: false })
      .then(setFigures)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : '统计数据加载失败'));
  }, []);

  return (
    <div className="public-figures">
      <h1 style={{ textAlign: 'center' }}>{appConfig.title} · 统计数据</h1>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!error && !figures ? <Spin style={{ display: 'block', margin: '48px auto' }} /> : null}
      {figures && !figures.length ? <Empty description="暂无公开的统计数据" /> : null}
      {figures?.length ? (
        <Row gutter={[16, 16]}>
          {figures.map((f) => (
            <Col key={f.key} xs={24} sm={12} md={8}>
              <Card>
                <Statistic title={f.title} value={f.value} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : null}
    </div>
  );
}
