import { useId, useState, type ReactNode } from 'react';

export interface DisclosureProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}

/** A collapsible section: a button with aria-expanded that shows or hides its panel. */
export function Disclosure({ title, children, defaultOpen = false, className }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <div className={['disclosure', open ? 'disclosure--open' : '', className].filter(Boolean).join(' ')}>
      <button type="button" className="disclosure__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span className="disclosure__chevron" aria-hidden="true" />
        {title}
      </button>
      <div id={panelId} className="disclosure__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
