/**
 * The community setup wizard (001 §1, §2, §4): four steps a new community official goes through after the forced
 * password change, in place of the workspace, until the server's completeGuide accepts the community.
 */
import { useEffect, useState } from 'react';
import { Button, Card, Result, Steps } from 'antd';
import { useSnapshot } from 'valtio';
import { session, setNewUser, setShowChangePassword } from '../../stores/session';
import { forgetGuideFinished, forgetGuideStep, guideFinished, markGuideFinished, useGuideStep } from './guide-state';
import { StepAccount } from './step-account';
import { StepCommInfo } from './step-comm-info';
import { StepGrids } from './step-grids';
import { StepRange } from './step-range';
import { guideTexts, stepTitle } from './texts';
import './setup-wizard.css';

export default function SetupWizard() {
  const { step, go } = useGuideStep();
  const userId = useSnapshot(session).userInfo?.id;
  const [success, setSuccess] = useState(() => guideFinished(userId));
  // A step starts at its top: 下一步 sits at the bottom of a long step 2, and step 3's map opened scrolled past its top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step]);

  const finished = () => {
    // completeGuide cleared the server's flag; the session's stays until 进入系统, and a reload shows this page again.
    forgetGuideStep();
    if (userId) markGuideFinished(userId);
    setShowChangePassword(false);
    setSuccess(true);
  };
  const enter = () => {
    forgetGuideFinished();
    setNewUser(false);
    window.location.reload();
  };
  if (success) {
    return (
      <div className="setup-wizard">
        <Result
          status="success"
          title={guideTexts.doneTitle}
          extra={
            <Button type="primary" onClick={enter}>
              {guideTexts.enter}
            </Button>
          }
        />
      </div>
    );
  }
  const body = [
    <StepAccount key="0" onNext={() => go(1)} />,
    <StepCommInfo key="1" onPrev={() => go(0)} onNext={() => go(2)} />,
    <StepRange key="2" onPrev={() => go(1)} onNext={() => go(3)} />,
    <StepGrids key="3" onPrev={() => go(1)} onDone={finished} />,
  ][step];
  return (
    <div className="setup-wizard" data-step={step}>
      {step !== 2 && (
        <div className="setup-wizard__banner">
          <h1>{guideTexts.banner}</h1>
          <p>{guideTexts.bannerNote}</p>
        </div>
      )}
      <Card className="setup-wizard__card" title={<span className="setup-wizard__title">{stepTitle(step)}</span>}>
        <Steps current={step} size="small" items={guideTexts.titles.map((title) => ({ title }))} style={{ marginBottom: 24 }} />
        {body}
      </Card>
    </div>
  );
}
