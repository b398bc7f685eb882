import { useId, type ReactNode } from 'react';
import { Button } from '@/components/index.ts';

export interface SettingsAreaProps {
  /** Collapsed once a run starts, so the debate comes into view. */
  collapsed: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** Global Settings and the speakers' settings, folded away while a debate is the thing to watch. */
export function SettingsArea({ collapsed, onToggle, children }: SettingsAreaProps) {
  const panelId = useId();
  return (
    <div className={`settings-area${collapsed ? ' settings-area--collapsed' : ''}`}>
      {collapsed && (
        <Button variant="ghost" className="settings-area__toggle" aria-expanded={false} aria-controls={panelId} onClick={onToggle}>
          Show settings
        </Button>
      )}
      <div id={panelId} className="settings-area__panel" hidden={collapsed}>
        {children}
      </div>
    </div>
  );
}
