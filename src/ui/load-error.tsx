/**
 * A failed read said in place: the reason and a retry button, announced as an alert. The widgets give
 * their own texts and classes (the theme styles each where it stands).
 */
export function LoadError({ message, retryLabel, onRetry, className, buttonClassName }: { message: string; retryLabel: string; onRetry: () => void; className: string; buttonClassName: string }) {
  return (
    <p className={className} role="alert">
      {message}{' '}
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </p>
  );
}
