import type { ReactNode } from 'react';

export interface ErrorBoxProps {
  children: ReactNode;
  title?: ReactNode;
  /** "alert" announces at once (default); "none" for errors present on first render. */
  role?: 'alert' | 'none';
  /** For a field that the error describes (aria-describedby). */
  id?: string;
}

/** The red error box. */
export function ErrorBox({ children, title, role = 'alert', id }: ErrorBoxProps) {
  return (
    <div id={id} className="error-box" role={role === 'alert' ? 'alert' : undefined}>
      {title && <p className="error-box__title">{title}</p>}
      <div className="error-box__body">{children}</div>
    </div>
  );
}
