/**
 * Fills the required items of a Formily dialog the way a user would, driven by the form itself: every item with a
 * required mark gets a plausible value for its kind (text, number, select, tree, date, radio). Nothing here knows
 * a screen; the label only picks the shape of a text (an identity card, a phone number).
 */
import { expect } from 'vitest';
import type { Locator } from 'playwright-core';
import { idCardCheckChar } from '../../../validators/id-card.js';

let sequence = 0;

const trace = (line: string): void => void (process.env.SWEEP_TRACE && console.info(`TRACE ${line}`));

/** For a wait whose running out is itself an answer (no rows, no children): a passing run should meet none. */
const waitedOut = (what: string) => (): void => trace(`waited out: ${what}`);

/** A valid identity card number, distinct per call in one run. */
function idCardNumber(): string {
  const first17 = `21010219900101${String(500 + (sequence++ % 400)).padStart(3, '0')}`;
  return first17 + idCardCheckChar(first17);
}

/** A value for a text item that its label suggests; `marker` makes the row findable again. */
function textFor(label: string, marker: string): string {
  if (/身份证|证件号/.test(label)) return idCardNumber();
  if (/电话|手机|联系方式/.test(label)) return `138${String(10_000_000 + sequence++).slice(-8)}`;
  if (/邮箱/.test(label)) return `sweep${sequence++}@example.com`;
  if (/编码|代码|编号|号$/.test(label)) return `${900 + (sequence++ % 99)}`;
  return `${marker}${label.replace(/[:：*\s]/g, '')}`;
}

export interface Filled {
  /** The first text typed: the value the sweep looks for in the list and the detail. */
  marker?: string;
  /** Every text typed, so the text checks do not read the sweep's own input as page text. */
  typed: string[];
  /** Required items the helper found no way to fill (a picker of its own, an upload, a map). */
  unfilled: string[];
}

/**
 * Picks the deepest first branch of an open tree dropdown: officials register rows in a grid, below its community.
 * A node that may not be chosen (a region above the grids) is still opened to reach what may.
 */
async function pickInTree(dropdown: Locator): Promise<boolean> {
  const choosable = dropdown.locator('.ant-select-tree-treenode:not(.ant-select-tree-treenode-disabled) .ant-select-tree-node-content-wrapper');
  for (let depth = 0; depth < 8; depth++) {
    const below = dropdown.locator('.ant-select-tree-treenode:not(.ant-select-tree-treenode-disabled) .ant-select-tree-switcher_close');
    const closed = (await below.count()) || (await choosable.count()) ? below.first() : dropdown.locator('.ant-select-tree-switcher_close').first();
    if (!(await closed.count())) break;
    // The tree renders only the nodes in view (a virtual list), so the node count need not grow: the switcher says
    // the node is open, and its children come in the same render.
    const switcher = await closed.elementHandle();
    await closed.click();
    await dropdown
      .page()
      .waitForFunction((el) => !el.isConnected || el.classList.contains('ant-select-tree-switcher_open'), switcher, { timeout: 5_000 })
      .catch(waitedOut('tree node that does not open'));
  }
  const n = await choosable.count();
  if (!n) return false;
  await choosable.nth(n - 1).click();
  return true;
}

/** A picker that opens a dialog of rows (楼栋, 居民...): the first row is picked and confirmed. */
async function pickFromDialog(item: Locator, trigger: Locator): Promise<boolean> {
  const page = item.page();
  const open = page.locator('.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
  const before = await open.count();
  await trigger.click();
  const appeared = await open
    .nth(before)
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (!appeared) return false;
  const picker = open.nth(before);
  // A table of rows or a checkable tree (行政区划), or the empty table once its request is answered.
  const choice = picker.locator('.ant-table-row, .ant-tree-checkbox:not(.ant-tree-checkbox-disabled)').first();
  // The rows' table, not the 已选 panel beside it, whose empty table shows at once.
  const rows = picker.locator('.ant-table-wrapper:not(.zhdj-biz-selected .ant-table-wrapper), .ant-tree').first();
  await rows
    .locator('.ant-table-row, .ant-tree-treenode, .ant-empty')
    .filter({ visible: true })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(waitedOut('picker rows'));
  await expect.poll(() => picker.locator('.ant-spin-spinning').count(), { timeout: 10_000 }).toBe(0);
  const hasRow = (await choice.count()) > 0;
  if (hasRow) await choice.click();
  await picker.locator('.ant-modal-footer .ant-btn-primary').click();
  if (await picker.isVisible()) await picker.locator('.ant-modal-close').click();
  await expect.poll(() => open.count(), { timeout: 10_000 }).toBe(before);
  return hasRow;
}

async function fillItem(item: Locator, label: string, marker: string, filled: Filled): Promise<void> {
  const page = item.page();
  // Pickers that open a dialog: 选择 buttons, and read-only inputs that open one on a click.
  const pickerTrigger = item.locator('.zhdj-biz-select-box > button:not([disabled]), input.ant-input[readonly]:not([disabled])').first();
  if (await pickerTrigger.count()) {
    // A value is a chosen tag (选择 buttons) or the text of the read-only input; asked only of what is there, since
    // inputValue() of a missing input waits out the whole action timeout.
    const readonlyInput = item.locator('input.ant-input[readonly]');
    const hasValue =
      (await item.locator('.ant-select-selection-item').count()) > 0 || ((await readonlyInput.count()) > 0 && !!(await readonlyInput.first().inputValue()));
    if (!hasValue && !(await pickFromDialog(item, pickerTrigger))) filled.unfilled.push(label);
    return;
  }
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const select = item.locator('.ant-select:not(.ant-select-disabled)').first();
  if (await select.count()) {
    if (await select.locator('.ant-select-selection-item').count()) return;
    await select.locator('.ant-select-selector').click();
    // The options of a remote select or tree come a moment after it opens; an empty one says 暂无数据.
    // (The tree keeps a hidden node of its own for measuring: only a shown one says the options are there.)
    await dropdown
      .locator('.ant-select-item-option, .ant-select-tree-treenode, .ant-empty, .ant-select-item-empty')
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(waitedOut('select options'));
    const isTree = (await select.getAttribute('class'))?.includes('ant-tree-select') || (await dropdown.locator('.ant-select-tree').count()) > 0;
    const picked = isTree
      ? await pickInTree(dropdown.first())
      : await dropdown
          .locator('.ant-select-item-option:not(.ant-select-item-option-disabled)')
          .first()
          .click({ timeout: 5_000 })
          .then(
            () => true,
            () => false,
          );
    const multiple = (await select.getAttribute('class'))?.includes('ant-select-multiple');
    // Escape would close the dialog too: a click on its title closes only the dropdown.
    if (multiple || !picked) await item.locator('xpath=ancestor::div[contains(@class,"ant-modal-content")]//div[contains(@class,"ant-modal-title")]').click();
    if (!picked) filled.unfilled.push(label);
    return;
  }
  const picker = item.locator('.ant-picker:not(.ant-picker-disabled) input').first();
  if (await picker.count()) {
    if (await picker.inputValue()) return;
    await picker.click();
    await picker.fill((await picker.getAttribute('placeholder'))?.includes('时间') ? '2026-11-27 09:00:00' : '2026-11-27');
    await picker.press('Enter');
    return;
  }
  const radio = item.locator('.ant-radio-wrapper:not(.ant-radio-wrapper-disabled)').first();
  if (await radio.count()) {
    if (!(await item.locator('.ant-radio-wrapper-checked').count())) await radio.click();
    return;
  }
  const checkbox = item.locator('.ant-checkbox-wrapper:not(.ant-checkbox-wrapper-disabled)').first();
  if (await checkbox.count()) {
    if (!(await item.locator('.ant-checkbox-wrapper-checked').count())) await checkbox.click();
    return;
  }
  const number = item.locator('.ant-input-number:not(.ant-input-number-disabled) input').first();
  if (await number.count()) {
    if (!(await number.inputValue())) await number.fill('1');
    return;
  }
  const text = item.locator('input.ant-input:not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])').first();
  if (await text.count()) {
    if (await text.inputValue()) return;
    const value = textFor(label, marker);
    await text.fill(value);
    filled.typed.push(value);
    filled.marker ??= value;
    return;
  }
  filled.unfilled.push(label);
}

/** Fills every visible required item of `dialog` that is still empty. */
export async function fillRequired(dialog: Locator, marker: string): Promise<Filled> {
  const filled: Filled = { typed: [], unfilled: [] };
  const items = dialog.locator('.ant-formily-item').filter({ has: dialog.page().locator('.ant-formily-item-asterisk') });
  const count = await items.count();
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
    if (!(await item.isVisible())) continue;
    const label = ((await item.locator('.ant-formily-item-label-content').allInnerTexts())[0] ?? '').trim();
    const t0 = Date.now();
    await fillItem(item, label, marker, filled);
    trace(`fill ${label} ${Date.now() - t0} ms`);
  }
  return filled;
}
