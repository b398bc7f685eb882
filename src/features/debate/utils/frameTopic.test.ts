import { afterEach, describe, expect, it } from 'vitest';
import { paintFrameTopic } from './frameTopic.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('paintFrameTopic', () => {
  it('writes the topic into the prerendered frame’s empty heading', () => {
    document.body.innerHTML = '<div class="app-frame"><header><h1 data-frame-topic=""></h1></header></div>';
    paintFrameTopic('Should cities ban cars?');
    expect(document.querySelector('h1')?.textContent).toBe('Should cities ban cars?');
  });

  it('leaves the app’s own skeleton alone once the app has replaced the frame', () => {
    document.body.innerHTML = '<main><header><h1 data-frame-topic=""></h1></header></main>';
    paintFrameTopic('Should cities ban cars?');
    expect(document.querySelector('h1')?.textContent).toBe('');
  });
});
