import { connect, mapProps, mapReadPretty, observer } from '@formily/react';
import { FieldText } from '../../hooks/field-text';
import { DragVerify, type DragVerifyProps } from './drag-verify';
import { dragVerifyTexts } from './texts';

export { DragVerify, type DragVerifyProps, type DragVerifyResult } from './drag-verify';

const DragVerifyText = observer(({ value, successText = dragVerifyTexts.successText }: DragVerifyProps) => (
  <FieldText>{value === true ? successText : dragVerifyTexts.notVerified}</FieldText>
));

/** The slider as a form field: its value is true once passed (renderer/README.md "DragVerify"). */
export const DragVerifyField = connect(
  DragVerify,
  mapProps((props: DragVerifyProps, field) => ({ ...props, disabled: props.disabled || ('disabled' in field && field.disabled) })),
  mapReadPretty(DragVerifyText),
);
export default DragVerifyField;
