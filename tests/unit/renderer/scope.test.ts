import { describe, expect, it } from 'vitest';
import { scope } from '../../../renderer/scope';
import { SCOPE_NAMES } from '../../../renderer/scope-names';

describe('the x-reactions scope', () => {
  it('lists for check:schemas exactly the functions it offers', () => {
    expect([...SCOPE_NAMES].sort()).toEqual(Object.keys(scope).sort());
  });
});
