import { Modal } from 'antd';
import { ProcessDetail } from './index';

export interface ProcessDetailDialogProps {
  /** The instance to show; null closes the dialog. */
  target: { matterInstId: string; taskId?: string } | null;
  onClose(): void;
  /** An action went through (the dialog closes itself too). */
  onDone?(): void;
}

/** 诉求详情 (width 1200) for hosts that open it themselves, such as the header's reminders. */
export function ProcessDetailDialog({ target, onClose, onDone }: ProcessDetailDialogProps) {
  return (
    <Modal open={Boolean(target)} title="诉求详情" width={1200} footer={null} onCancel={onClose} destroyOnHidden>
      {target && (
        <ProcessDetail
          value={target.matterInstId}
          taskId={target.taskId}
          onDone={() => {
            onClose();
            onDone?.();
          }}
        />
      )}
    </Modal>
  );
}
