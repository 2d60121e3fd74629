import { useState } from 'react';
import { Checkbox, Input, Modal } from 'antd';
import { sqTexts } from './texts';

export interface SavePromptProps {
  /** Offer "also on the server" (the host has a server to keep it). */
  serverChoice: boolean;
  /** Resolves when saved; rejects (with the prompt kept open) when refused. */
  onOk(title: string, onServer: boolean): Promise<void>;
  onClose(): void;
}

/** The naming prompt of 保存查询 (002 §2.4): a name, and whether the query follows the user to other browsers. */
export function SavePrompt({ serverChoice, onOk, onClose }: SavePromptProps) {
  const [title, setTitle] = useState('');
  const [onServer, setOnServer] = useState(false);
  const [busy, setBusy] = useState(false);
  const ok = () => {
    setBusy(true);
    onOk(title.trim(), onServer).then(onClose, () => undefined).finally(() => setBusy(false));
  };
  return (
    <Modal open title={sqTexts.nameTitle} okText={sqTexts.ok} cancelText={sqTexts.cancel} confirmLoading={busy} onOk={ok} onCancel={onClose} destroyOnHidden>
      <Input className="zhdj-sq-save-name" placeholder={sqTexts.namePlaceholder} maxLength={50} value={title} onChange={(e) => setTitle(e.target.value)} onPressEnter={ok} autoFocus />
      {serverChoice && (
        <Checkbox style={{ marginTop: 12 }} checked={onServer} onChange={(e) => setOnServer(e.target.checked)}>
          {sqTexts.onServer}
        </Checkbox>
      )}
    </Modal>
  );
}
