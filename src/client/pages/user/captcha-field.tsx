/** The captcha input and image; clicking the image loads a new one. Hidden when the server has the captcha off. */
import { useCallback, useEffect, useState } from 'react';
import { Button, Form } from 'antd';
// antd's Input alone (see password-proof.tsx).
import Input from 'antd/es/input/Input';
import { session as sessionApi } from '@shared/services';
import { fetchResult } from '../../http';

const newKey = () => `${Date.now()}${Math.random().toString(36).slice(2, 10)}`;

/** 'loading' until the server answers; null: captcha off; else the image and its key. */
export type CaptchaState = 'loading' | 'failed' | null | { key: string; image: string };

export function useCaptcha(): { state: CaptchaState; refresh(): void } {
  const [state, setState] = useState<CaptchaState>('loading');
  const refresh = useCallback(() => {
    const key = newKey();
    fetchResult(sessionApi.randomImage, { key }, { notify: false })
      .then((image) => setState(image ? { key, image } : null))
      .catch(() => setState('failed'));
  }, []);
  useEffect(refresh, [refresh]);
  return { state, refresh };
}

export function CaptchaField({ state, refresh }: { state: CaptchaState; refresh(): void }) {
  if (state === null || state === 'loading') return null;
  return (
    <Form.Item>
      <div className="login-captcha">
        <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入验证码' }]}>
          <Input size="large" placeholder="验证码" autoComplete="off" />
        </Form.Item>
        {state === 'failed' ? (
          <Button className="login-captcha__refresh" onClick={refresh}>
            刷新验证码
          </Button>
        ) : (
          <img src={state.image} alt="验证码" title="看不清？点击换一张" onClick={refresh} />
        )}
      </div>
    </Form.Item>
  );
}
