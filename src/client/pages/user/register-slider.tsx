/**
 * The registration's slider: once the phone field holds a valid number the server gives a challenge bound to it;
 * the drag earns a one-time token that the 获取验证码 request spends (a new drag for each code).
 */
import { useCallback, useEffect, useState } from 'react';
import { Form } from 'antd';
import { DragVerify, type DragVerifyResult } from '@renderer/fields/drag-verify/drag-verify';
import { session as sessionApi } from '@shared/services';
import { checkRule } from '@validators/rules';
import { feedback } from '../../app/feedback';
import { fetchResult } from '../../http';

export interface RegisterSlider {
  phone: string | null;
  challengeId: string | null;
  token: string | null;
  onDragged(result: DragVerifyResult): Promise<void>;
  /** A fresh slider (after its token was spent, or a refused drag). */
  renew(): void;
}

export function useRegisterSlider(phoneValue: string | undefined): RegisterSlider {
  const phone = phoneValue && !checkRule('mobile', phoneValue.trim()) ? phoneValue.trim() : null;
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    setToken(null);
    setChallengeId(null);
    if (!phone) return;
    let live = true;
    fetchResult(sessionApi.sliderChallenge, { username: phone, purpose: 'register' }, { notify: false })
      .then((r) => live && setChallengeId(r.challengeId))
      .catch((e: unknown) => feedback.message.error(e instanceof Error ? e.message : '滑块验证加载失败'));
    return () => {
      live = false;
    };
  }, [phone, round]);

  const renew = useCallback(() => setRound((n) => n + 1), []);
  const onDragged = useCallback(
    async (result: DragVerifyResult) => {
      if (!phone || !challengeId) return;
      try {
        const answer = await fetchResult(
          sessionApi.sliderCheck,
          { username: phone, purpose: 'register', challengeId, distance: result.distance, track: result.track },
          { notify: false },
        );
        setToken(answer.token);
      } catch (e) {
        feedback.message.warning(e instanceof Error ? e.message : '验证未通过，请重新拖动滑块');
        renew();
      }
    },
    [phone, challengeId, renew],
  );
  return { phone, challengeId, token, onDragged, renew };
}

export function RegisterSliderField({ slider }: { slider: RegisterSlider }) {
  if (!slider.phone) return <Form.Item help="输入手机号后拖动滑块完成验证" />;
  if (!slider.challengeId) return null;
  return (
    <Form.Item key={slider.challengeId}>
      <DragVerify width="100%" height={40} onSuccess={(r) => void slider.onDragged(r)} />
    </Form.Item>
  );
}
