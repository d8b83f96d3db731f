export interface LoadErrorProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className: string;
  buttonClassName: string;
  /** The reason as a paragraph of its own above the button (a block), not the sentence the button ends. */
  stacked?: boolean;
  /** The stacked reason's class. */
  textClassName?: string;
}

/**
 * A failed read said in place: the reason and a retry button, announced as an alert. The widgets give
 * their own texts and classes (the theme styles each where it stands).
 */
export function LoadError({ message, retryLabel, onRetry, className, buttonClassName, stacked, textClassName }: LoadErrorProps) {
  const Box = stacked ? 'div' : 'p';
  return (
    <Box className={className} role="alert">
      {stacked ? <p className={textClassName}>{message}</p> : [message, ' ']}
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </Box>
  );
}
