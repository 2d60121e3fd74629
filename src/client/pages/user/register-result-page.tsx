/** After a registration (/user/register-result): the account waits for an administrator's approval. */
import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';

export default function RegisterResultPage() {
  const navigate = useNavigate();
  const username = useSearchParams()[0].get('username');
  return (
    <Result
      status="success"
      title="注册成功"
      subTitle={`${username ? `账户 ${username} ` : '您的账户'}已提交，请等待管理员审核；审核通过后即可登录。`}
      extra={
        <Button type="primary" onClick={() => navigate('/user/login')}>
          返回登录
        </Button>
      }
    />
  );
}
