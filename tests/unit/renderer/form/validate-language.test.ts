import { describe, expect, it } from 'vitest';
// What every renderer form is made with: it sets the language of Formily's own messages first.
import { createForm } from '../../../../renderer/form/create-form';

describe("Formily's default messages", () => {
  it('refuse an empty required field in Chinese whatever the browser language', async () => {
    const form = createForm();
    const field = form.createField({ name: 'reason', required: true });
    await field.validate().catch(() => undefined);
    expect(field.selfErrors).toEqual(['该字段是必填字段']);
  });

  it('refuse a malformed e-mail address in Chinese', async () => {
    const form = createForm();
    const field = form.createField({ name: 'mail', validator: 'email', value: 'not-an-address' });
    await field.validate().catch(() => undefined);
    expect(field.selfErrors).toEqual(['该字段不是合法的邮箱格式']);
  });
});
