import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; the library's const enum cannot be imported under isolatedModules.
const ARGON2ID = 2;

/** argon2id with the library's recommended cost (19 MiB, 2 passes). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID });
}

export async function verifyPassword(stored: string | null | undefined, plain: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
