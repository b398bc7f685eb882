import type { ReactNode } from 'react';
import { Button, type ButtonSize } from './Button.tsx';

/**
 * A form's Cancel and submit buttons, both held while `busy`. `form` names the
 * form when the buttons sit outside it (a modal's footer).
 */
export function CancelSubmit({
  busy,
  canSubmit,
  onCancel,
  form,
  size,
  children,
}: {
  busy: boolean;
  canSubmit: boolean;
  onCancel: () => void;
  form?: string;
  size?: ButtonSize;
  children: ReactNode;
}) {
  return (
    <>
      <Button variant="secondary" size={size} onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" form={form} size={size} busy={busy} disabled={!canSubmit || busy}>
        {children}
      </Button>
    </>
  );
}
