/** The exception pages 403, 404 and 500. */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { appConfig } from '../../config';

const TEXTS = {
  403: '抱歉，你无权访问该页面',
  404: '抱歉，你访问的页面不存在',
  500: '抱歉，服务器出错了',
} as const;

export interface ExceptionPageProps {
  /** Which exception to show. */
  type: 403 | 404 | 500;
}

export default function ExceptionPage({ type }: ExceptionPageProps) {
  const navigate = useNavigate();
  return (
    <Result
      status={String(type) as '403' | '404' | '500'}
      title={type}
      subTitle={TEXTS[type]}
      extra={
        <Button type="primary" onClick={() => navigate(appConfig.homePath)}>
          返回首页
        </Button>
      }
    />
  );
}
