/** The request layer: call(def, params) and fetchResult(def, params) over the one HTTP instance. */
import { bindCall } from './call';
import { http } from './http';

export const { call, fetchResult } = bindCall(http);
export { http };
export { ApiError, isApiError } from './api-error';
export { staticUrl, withToken } from './urls';
export { downloadFile } from './download';
export { showError } from './show-error';
