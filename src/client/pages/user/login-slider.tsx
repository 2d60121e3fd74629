/**
 * The login's drag slider: shown after a few failed logins of an account (the server decides), its drag is sent
 * to the server, which answers a one-time token for that username; the next login attempt carries and spends it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Form } from 'antd';
import type { DragVerifyProps, DragVerifyResult } from '@renderer/fields/drag-verify/drag-verify';
import { session as sessionApi } from '@shared/services';
import { feedback } from '../../app/feedback';
import { fetchResult } from '../../http';
import { lazyPage, PageFrame } from '../../router/lazy-page';

export const SLIDER_NEEDED = '请先完成滑块验证';

// Only an account with failed logins behind it sees the slider: the login page loads without it.
const LazyDragVerify = lazyPage<DragVerifyProps>('drag-verify', () =>
  import('@renderer/fields/drag-verify/drag-verify').then((m) => ({ default: m.DragVerify })),
);

/** The form item hands its value and onChange to this, its direct child. */
function DragVerify(props: DragVerifyProps) {
  return (
    <PageFrame fallback={null}>
      <LazyDragVerify {...props} />
    </PageFrame>
  );
}

interface Challenge {
  username: string;
  challengeId: string;
  /** A new number remounts the slider: a fresh, undragged one for each challenge. */
  round: number;
}

export interface LoginSlider {
  challenge: Challenge | null;
  token: string | null;
  checking: boolean;
  /** Asks the server whether this account's next login needs the slider; shows a fresh one if so. */
  ask(username: string): Promise<void>;
  /** The token for the next login (spent by it, so the slider is asked again after a failure). */
  takeToken(): string | undefined;
  onDragged(result: DragVerifyResult): Promise<void>;
}

export function useLoginSlider(): LoginSlider {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const round = useRef(0);

  const ask = useCallback(async (username: string) => {
    setToken(null);
    try {
      const answer = await fetchResult(sessionApi.sliderChallenge, { username }, { notify: false });
      setChallenge(answer.required && answer.challengeId ? { username, challengeId: answer.challengeId, round: ++round.current } : null);
    } catch {
      // Without an answer the slider is left as it was; the login route still says whether it needs one.
    }
  }, []);

  const onDragged = useCallback(
    async (result: DragVerifyResult) => {
      if (!challenge) return;
      setChecking(true);
      try {
        const answer = await fetchResult(
          sessionApi.sliderCheck,
          { username: challenge.username, challengeId: challenge.challengeId, distance: result.distance, track: result.track },
          { notify: false },
        );
        setToken(answer.token);
      } catch (e) {
        feedback.message.warning(e instanceof Error ? e.message : '验证未通过，请重新拖动滑块');
        await ask(challenge.username);
      } finally {
        setChecking(false);
      }
    },
    [challenge, ask],
  );

  const takeToken = () => token ?? undefined;
  return { challenge, token, checking, ask, takeToken, onDragged };
}

export function LoginSliderField({ slider }: { slider: LoginSlider }) {
  const form = Form.useFormInstance();
  const round = slider.challenge?.round;
  // Each challenge starts undragged: the form must not keep the last slider's "passed".
  useEffect(() => form.setFieldValue('slider', undefined), [form, round]);
  if (!slider.challenge) return null;
  return (
    <Form.Item
      key={slider.challenge.round}
      name="slider"
      rules={[{ validator: (_, passed) => (passed === true ? Promise.resolve() : Promise.reject(new Error(SLIDER_NEEDED))) }]}
    >
      <DragVerify width="100%" height={40} onSuccess={(r) => void slider.onDragged(r)} />
    </Form.Item>
  );
}
