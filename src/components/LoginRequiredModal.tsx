import { Link, useLocation } from 'react-router';
import { loginPathFrom } from '@/lib/returnTo.ts';
import { Button, buttonClass } from './Button.tsx';
import { Modal } from './Modal.tsx';

export interface LoginRequiredModalProps {
  open: boolean;
  /** Cancel, Escape, the backdrop: the visitor does not go on. */
  onClose: () => void;
  /** Sign In was chosen (the page is left for /login and comes back here); defaults to onClose. */
  onSignIn?: () => void;
  /** The spec's text for the situation, e.g. "You need to be logged in to vote on debates." */
  message: string;
  title?: string;
}

/** Tells a visitor an action needs an account and offers the way to /login, and back here after. */
export function LoginRequiredModal({ open, onClose, onSignIn, message, title = 'Login Required' }: LoginRequiredModalProps) {
  const here = useLocation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Link to={loginPathFrom(here)} className={buttonClass('primary')} onClick={onSignIn ?? onClose}>
            Sign In
          </Link>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
