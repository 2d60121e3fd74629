/** The names of scope.ts, importable by node scripts without loading Formily (check:schemas). */
export const SCOPE_NAMES: readonly string[] = ['clearField', 'fillFromIdCard'];
