import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global styles first, so feature stylesheets (imported by the pages) come later and win ties.
import './styles/tokens.css';
import './styles/base.css';
import './styles/components.css';
import './styles/layout.css';
import { App } from './app/App.tsx';
import { prefetchRoute } from './app/prefetch.ts';

prefetchRoute(window.location);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
