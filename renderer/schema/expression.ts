/** The `{{…}}` expression interpreter; it lives in src/shared so the server's schema checks parse with the same code. */
export * from '@shared/expression';
