import { fileURLToPath } from 'node:url';

const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Import aliases shared by vite.config.ts and vitest.config.ts (mirrors tsconfig paths). */
export const aliases = {
  '@validators': at('./validators'),
  '@renderer': at('./renderer'),
  '@shared': at('./src/shared'),
  '@client': at('./src/client'),
  '@schemas': at('./schemas'),
};
