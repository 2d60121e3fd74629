/**
 * The community setup wizard (001 §1, §2, §4): four steps a new community official goes through after the forced
 * password change, in place of the workspace, until the server's completeGuide accepts the community.
 */
import { useState } from 'react';
import { Button, Card, Result, Steps } from 'antd';
import { setNewUser, setShowChangePassword } from '../../stores/session';
import { forgetGuideStep, useGuideStep } from './guide-state';
import { StepAccount } from './step-account';
import { StepCommInfo } from './step-comm-info';
import { StepGrids } from './step-grids';
import { StepRange } from './step-range';
import { guideTexts, stepTitle } from './texts';
import './setup-wizard.css';

export default function SetupWizard() {
  const { step, go } = useGuideStep();
  const [success, setSuccess] = useState(false);

  const finished = () => {
    // Both flags go: the server's (completeGuide cleared it), local storage and the session store.
    forgetGuideStep();
    setShowChangePassword(false);
    setSuccess(true);
  };
  if (success) {
    return (
      <div className="setup-wizard">
        <Result status="success" title={guideTexts.doneTitle} extra={<Button type="primary" onClick={() => (setNewUser(false), window.location.reload())}>{guideTexts.enter}</Button>} />
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
