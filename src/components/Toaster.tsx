import { useToasts } from './toast.ts';

/**
 * Renders the toasts in live regions that exist before any toast appears, so
 * screen readers announce them (errors assertively). The assertive region has
 * no alert role: empty, it must not count as an alert on the page.
 */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  const polite = toasts.filter((t) => t.kind !== 'error');
  const urgent = toasts.filter((t) => t.kind === 'error');
  const render = (items: typeof toasts) =>
    items.map((t) => (
      <div key={t.id} className={`toast toast--${t.kind}`} data-testid="toast">
        <span className="toast__message">{t.message}</span>
        <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    ));
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" className="toaster__region" data-testid="toasts-polite">
        {render(polite)}
      </div>
      <div aria-live="assertive" aria-relevant="additions" className="toaster__region" data-testid="toasts-urgent">
        {render(urgent)}
      </div>
    </div>
  );
}
