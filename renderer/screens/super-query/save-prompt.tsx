import { Checkbox, Form } from 'antd';
import type { PromptOptions } from '../../dialogs/prompt';
import { sqTexts } from './texts';

/**
 * The naming prompt of 保存查询 (002 §2.4): a name, and whether the query follows the user to other browsers.
 * `save` answers false to keep the prompt open (an empty name, an overwrite the user declined).
 */
export function savePromptOptions(serverChoice: boolean, save: (title: string, onServer: boolean) => Promise<boolean | void>): PromptOptions {
  return {
    title: sqTexts.nameTitle,
    placeholder: sqTexts.namePlaceholder,
    okText: sqTexts.ok,
    cancelText: sqTexts.cancel,
    inputProps: { className: 'zhdj-sq-save-name', maxLength: 50 },
    extra: serverChoice && (
      <Form.Item name="onServer" valuePropName="checked" noStyle>
        <Checkbox>{sqTexts.onServer}</Checkbox>
      </Form.Item>
    ),
    onOk: (title, values) => save(title.trim(), values.onServer === true),
  };
}
