import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  initialTabId?: string;
  /** Controlled mode: the selected tab and its setter. */
  selectedId?: string;
  onSelect?: (id: string) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the Tab order. */
export function Tabs({ tabs, label, initialTabId, selectedId, onSelect }: TabsProps) {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(initialTabId ?? tabs[0]?.id ?? '');
  const current = selectedId ?? ownSelected;
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  function select(id: string, focus = false) {
    if (selectedId === undefined) setOwnSelected(id);
    onSelect?.(id);
    if (focus) buttons.current.get(id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === current);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.id, true);
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                if (el) buttons.current.set(tab.id, el);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={`tabs__tab${selected ? ' tabs__tab--selected' : ''}`}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
          className="tabs__panel"
        >
          {tab.id === current && tab.content}
        </div>
      ))}
    </div>
  );
}
