/** Locators of the workspace that many browser tests share: the visible screen, dialogs, form items, messages. */
import type { Locator, Page } from 'playwright-core';

/** The list screen of the page shown (the keep-alive tabs keep the hidden ones in the document). */
export const visibleScreen = (page: Page): Locator => page.locator('.keep-alive-page:not([hidden]) .zhdj-list-screen');

export const dialogNamed = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** The Formily form item labelled `label` (its required mark allowed). */
export const formItem = (root: Locator, label: string): Locator =>
  root.locator('.ant-formily-item').filter({ has: root.page().locator('.ant-formily-item-label-content', { hasText: new RegExp(`^\\*?${label}$`) }) });

/** The select dropdown that is open. */
export const openDropdown = (page: Page): Locator => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** The text of the newest antd message. */
export const lastMessageOf = async (page: Page): Promise<string> => (await page.locator('.ant-message-notice').last().innerText()).trim();
