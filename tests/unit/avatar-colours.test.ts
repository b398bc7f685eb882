// Every colour class avatarColorClass hands out is one the stylesheet colours.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { avatarColorClass } from '../../src/lib/avatar.ts';

const css = readFileSync(path.join(import.meta.dirname, '../../src/styles/components.css'), 'utf8');

describe('avatar colour classes', () => {
  it('are all in components.css, the neutral one included', () => {
    const named = new Set(Array.from({ length: 500 }, (_, i) => avatarColorClass(`person-${i}`)));
    expect(named.size).toBeGreaterThan(20);
    for (const name of [...named, avatarColorClass(null)]) expect(css).toContain(`.${name} {`);
  });
});
