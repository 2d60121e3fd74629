/**
 * Formily's createForm for every form of the renderer: importing it sets Formily's message language first
 * (validate-language.ts), so no form exists before its messages are Chinese. The login page, which has no Formily
 * form, then does not download Formily for this.
 */
import './validate-language';

export { createForm } from '@formily/core';
