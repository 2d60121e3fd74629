/** The names of scope.ts; the list lives in src/shared so the server's schema checks read it too. */
export { SCOPE_NAMES } from '@shared/component-names';
