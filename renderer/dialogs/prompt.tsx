/**
 * The prompt dialog (002 §2.5, §4): a title, one input and caller-supplied rules. 确定 validates, then calls the
 * caller's onOk with the value; it closes unless onOk keeps it open (a promise shows a spinner until it settles;
 * resolving false or rejecting keeps the dialog, a rejection's message is shown). Used by the saved-query name prompt,
 * whose 同时保存到服务器 checkbox comes in through `extra`.
 */
import { useCallback, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import { useFeedback } from '../hooks/use-feedback';
import { texts } from '../texts';

export type PromptRule = Rule;

export interface PromptOptions {
  title: string;
  /** Label above the input (none by default). */
  label?: string;
  placeholder?: string;
  defaultValue?: string;
  /** antd form rules: required, whitespace, min, max, pattern, validator…, each with its message. */
  rules?: PromptRule[];
  /** Dialog width (default 400, the save prompt's width of 000 §9). */
  width?: number;
  okText?: string;
  cancelText?: string;
  /** A class and a length limit for the input (tests and styles find it by the class). */
  inputProps?: { className?: string; maxLength?: number };
  /** More antd Form.Items below the input; their values reach onOk's second argument by their names. */
  extra?: ReactNode;
  /**
   * Called with the validated value and every field's value. Return false (or a promise of false, or reject) to keep
   * the dialog open.
   */
  onOk?(value: string, values: Record<string, unknown>): void | boolean | Promise<void | boolean>;
}

export interface PromptDialogProps {
  /** The open prompt, or null when closed. */
  options: PromptOptions | null;
  /** The value when the caller's onOk let the dialog close; null when cancelled. */
  onClose(value: string | null): void;
}

export function PromptDialog({ options, onClose }: PromptDialogProps) {
  // Mounted only while open: its portal then comes last in the page, above a dialog that opened it.
  return options ? <OpenPrompt key={promptKey(options)} options={options} onClose={onClose} /> : null;
}

// A new prompt opened over an old one starts with its own empty form.
const promptKeys = new WeakMap<PromptOptions, number>();
let lastPromptKey = 0;
const promptKey = (options: PromptOptions) => promptKeys.get(options) ?? (promptKeys.set(options, ++lastPromptKey), lastPromptKey);

function OpenPrompt({ options, onClose }: { options: PromptOptions; onClose(value: string | null): void }) {
  const [form] = Form.useForm<{ value: string } & Record<string, unknown>>();
  const [busy, setBusy] = useState(false);
  const { fail } = useFeedback();
  const ok = async () => {
    if (busy) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const value = values.value ?? '';
    setBusy(true);
    try {
      const keep = (await options.onOk?.(value, values)) === false;
      if (!keep) onClose(value);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={options.title}
      width={options.width ?? 400}
      okText={options.okText ?? texts.ok}
      cancelText={options.cancelText ?? texts.cancel}
      confirmLoading={busy}
      onOk={() => void ok()}
      onCancel={() => !busy && onClose(null)}
    >
      <Form form={form} layout="vertical" initialValues={{ value: options.defaultValue ?? '' }} onFinish={() => void ok()}>
        <Form.Item name="value" label={options.label} rules={options.rules}>
          <Input placeholder={options.placeholder ?? texts.inputPlaceholder} {...options.inputProps} autoFocus />
        </Form.Item>
        {options.extra}
      </Form>
    </Modal>
  );
}

/**
 * `const [prompt, holder] = usePrompt()`: render `holder`, then `await prompt({title, rules, onOk})` resolves to the
 * value the dialog closed with, or null when it was cancelled.
 */
export function usePrompt(): [(options: PromptOptions) => Promise<string | null>, ReactElement] {
  const [options, setOptions] = useState<PromptOptions | null>(null);
  const resolver = useRef<((value: string | null) => void) | null>(null);
  const prompt = useCallback((next: PromptOptions) => {
    resolver.current?.(null);
    setOptions(next);
    return new Promise<string | null>((resolve) => void (resolver.current = resolve));
  }, []);
  const close = useCallback((value: string | null) => {
    setOptions(null);
    resolver.current?.(value);
    resolver.current = null;
  }, []);
  return [prompt, <PromptDialog options={options} onClose={close} />];
}
