import { Link } from 'react-router';
import { Button, buttonClass } from './Button.tsx';
import { Modal } from './Modal.tsx';

export interface LoginRequiredModalProps {
  open: boolean;
  onClose: () => void;
  /** The spec's text for the situation, e.g. "You need to be logged in to vote on debates." */
  message: string;
  title?: string;
}

/** Tells a visitor an action needs an account and offers the way to /login. */
export function LoginRequiredModal({ open, onClose, message, title = 'Login Required' }: LoginRequiredModalProps) {
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
          <Link to="/login" className={buttonClass('primary')} onClick={onClose}>
            Sign In
          </Link>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
