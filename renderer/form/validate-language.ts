/**
 * Formily picks its default validation messages from the browser's language, so an English browser showed
 * 「The field value is required」 in a Chinese product. The renderer speaks Chinese whatever the browser says.
 * Imported for its effect by create-form.ts, through which every renderer form is made.
 */
import { setValidateLanguage } from '@formily/core';

setValidateLanguage('zh-CN');
