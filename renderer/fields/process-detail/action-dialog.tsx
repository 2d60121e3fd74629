import { useMemo, useState } from 'react';
import { Input, Modal, Spin, TreeSelect } from 'antd';
import { createForm } from '../../form/create-form';
import { Field, FormProvider } from '@formily/react';
import { FormItem, FormLayout } from '@formily/antd-v5';
import { checkActionReason, reasonMaxLength, reasonPlaceholder, reasonRequired, reasonRows } from '@validators/action-reason';
import { ImageUpload } from '../image-upload';
import type { UploadedFile } from '../../hooks/upload-value';
import { useAssignTargets } from './assign-targets';
import type { ProcessAction, ProcessFile } from './model';
import { processTexts as t } from './texts';

export interface ActionValues {
  attDesc: string;
  attrList: ProcessFile[];
  assignRegion?: string;
}

export interface ActionDialogProps {
  action: ProcessAction;
  /** Sends the action; the dialog stays open (and the button spins) until it settles. */
  onSubmit(values: ActionValues): Promise<void>;
  onCancel(): void;
}

const asFiles = (value: unknown): ProcessFile[] =>
  (Array.isArray(value) ? (value as UploadedFile[]) : []).map((f) => ({ uri: f.filePath, url: f.filePath, oriFileName: f.fileName }));

function AssignTarget() {
  const { targets, ready } = useAssignTargets();
  if (!ready) return <Spin size="small" />;
  return (
    <Field
      name="assignRegion"
      title={t.assignTarget}
      required
      decorator={[FormItem]}
      component={[
        TreeSelect,
        {
          treeData: targets,
          treeDefaultExpandAll: true,
          showSearch: true,
          treeNodeFilterProp: 'title',
          placeholder: t.assignTargetRequired,
          listHeight: 400,
          style: { width: '100%' },
        },
      ]}
      validator={{ required: true, message: t.assignTargetRequired }}
    />
  );
}

/**
 * 诉求处置 / 诉求上报 / 诉求指派 / 诉求驳回 (002 §2.9, §5; width 800): the reason or note with the shared rule of
 * validators/action-reason, the images of a deal, the lower region or grid of an assignment.
 */
export function ActionDialog({ action, onSubmit, onCancel }: ActionDialogProps) {
  const { actionCode: code, actionName: name } = action;
  const form = useMemo(() => createForm(), []);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const values = (await form.submit()) as { attDesc?: string; images?: unknown; assignRegion?: string };
    setBusy(true);
    try {
      await onSubmit({ attDesc: (values.attDesc ?? '').trim(), attrList: asFiles(values.images), assignRegion: values.assignRegion });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t.dialogTitles[code] ?? name}
      width={800}
      okText={t.ok}
      cancelText={t.cancel}
      confirmLoading={busy}
      onOk={() => void ok().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={false}
    >
      <FormProvider form={form}>
        <FormLayout layout="vertical">
          {code === 'assigned' && <AssignTarget />}
          <Field
            name="attDesc"
            title={code === 'deal' ? '处置说明' : `${name}原因`}
            decorator={[FormItem, { asterisk: reasonRequired(code) }]}
            component={[
              Input.TextArea,
              { rows: reasonRows(code), placeholder: reasonPlaceholder(code, name), maxLength: reasonMaxLength(code), showCount: true },
            ]}
            // The shared rule says 「请输入上报原因」 itself; Formily's own required rule would add a second message.
            validator={(value: string) => checkActionReason(code, name, value) ?? ''}
          />
          {code === 'deal' && (
            <Field name="images" title={t.dealImages} decorator={[FormItem]} component={[ImageUpload, { valueMode: 'list', biz: 'event' }]} />
          )}
        </FormLayout>
      </FormProvider>
    </Modal>
  );
}
