import { useRef, useState } from 'react';
import { App, Button } from 'antd';
import type { FormHandle } from '@renderer/screens/hosted-form';
import HostedForm from '@renderer/screens/hosted-form';
import { guideTexts } from './texts';

/** The community information form (schemas/screens/comm-info-form.json): what step 2 edits. */
export const COMM_INFO_SCREEN = 'comm-info-form';

/** Step 2: the community's information as a schema form; 下一步 validates and saves, 上一步 asks about changes. */
export function StepCommInfo({ onPrev, onNext }: { onPrev(): void; onNext(): void }) {
  const { modal } = App.useApp();
  const handle = useRef<FormHandle | null>(null);
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);

  const save = async () => {
    if (!handle.current || busy) return false;
    setBusy(true);
    try {
      return await handle.current.save();
    } finally {
      setBusy(false);
    }
  };
  const prev = () => {
    if (!handle.current?.isModified()) return onPrev();
    modal.confirm({
      title: guideTexts.saveFirst,
      width: 400,
      okText: guideTexts.saveAndGo,
      cancelText: guideTexts.goWithoutSaving,
      onOk: async () => void ((await save()) && onPrev()),
      onCancel: onPrev,
    });
  };
  return (
    <div className="guide-step-comm-info">
      <HostedForm screenId={COMM_INFO_SCREEN} onReady={(h) => ((handle.current = h), setReady(true))} />
      <div className="setup-wizard__buttons">
        <Button onClick={prev} disabled={busy}>
          {guideTexts.prev}
        </Button>
        <Button type="primary" loading={busy} disabled={!ready} onClick={() => void save().then((ok) => ok && onNext())}>
          {guideTexts.next}
        </Button>
      </div>
    </div>
  );
}
