// Placeholder exports so the router compiles; part 2 (engineer G) replaces this file.
import { createElement } from 'react';
import { Outlet } from 'react-router';

export function CommunityLayout() {
  return createElement('div', { className: 'container' }, createElement(Outlet));
}

export function RankingPage() {
  return createElement('h1', null, 'Community Forum');
}

export function HistoryPage() {
  return createElement('h1', null, 'History');
}
