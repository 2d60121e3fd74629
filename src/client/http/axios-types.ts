import type { ApiDef } from '@shared/services';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The registry declaration of this call, when made through call(). */
    apiDef?: ApiDef<any, any>;
    /** false: the caller shows failures itself (the catalogue's logout rules still apply). */
    notify?: boolean;
  }
}

export {};
