import { afterEach, describe, expect, it } from 'vitest';
import { holdNativeSubmits, releaseNativeSubmits } from './nativeSubmits.ts';

afterEach(() => {
  releaseNativeSubmits();
  document.body.innerHTML = '';
});

function submit(): boolean {
  document.body.innerHTML = '<form><button type="submit">Go</button></form>';
  const event = new Event('submit', { bubbles: true, cancelable: true });
  document.querySelector('form')!.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('native form submits before the app runs', () => {
  it('are held back until released, then left to the app', () => {
    expect(submit()).toBe(false);
    holdNativeSubmits();
    expect(submit()).toBe(true);
    releaseNativeSubmits();
    expect(submit()).toBe(false);
  });
});
