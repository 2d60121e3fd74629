/** What each picker field type stores by default; the data lives in src/shared so the server's schema checks read it too. */
export { PICKER_DEFAULTS, type PickerName } from '@shared/component-names';
