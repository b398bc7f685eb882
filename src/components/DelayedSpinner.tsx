import { useEffect, useState } from 'react';

/** The loading spinner appears only after 1 s of loading, so a quick load never flashes it. */
const SPINNER_DELAY_MS = 1000;

export interface DelayedSpinnerProps {
  /** Accessible text and visible caption. */
  label?: string;
  delayMs?: number;
}

/** Render while loading; shows nothing for the first second so fast loads do not flash. */
export function DelayedSpinner({ label = 'Loading…', delayMs = SPINNER_DELAY_MS }: DelayedSpinnerProps) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
