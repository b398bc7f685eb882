// Placeholder export so the router compiles; part 2 (engineer G) replaces this file.
import { createElement } from 'react';

export function DebatePage() {
  return createElement('div', { className: 'container' }, createElement('h1', null, 'Debate'));
}
