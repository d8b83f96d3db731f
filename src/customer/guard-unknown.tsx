import '../i18n/catalogue/customer-account';
import '../i18n/catalogue/resilience';
import { t } from '../i18n';
import { LoadError } from '../ui/load-error';
import { retryLoginStatus } from './use-customer-guard';

/**
 * What a customer page shows when the login status could not be read (the guard's 'unknown'): a pt-BR
 * alert with 'Tentar novamente', inside the widget's own root (`className`), which keeps its
 * `data-state="unknown"` for the theme.
 */
export function GuardUnknown({ className }: { className: string }) {
  return (
    <section className={className} data-state="unknown">
      <GuardUnknownAlert />
    </section>
  );
}

/** The alert alone, for a widget that keeps its own frame around it (the customer home's title). */
export function GuardUnknownAlert() {
  return (
    <LoadError
      message={t('account.home.loadError')}
      retryLabel={t('widget.retry')}
      onRetry={retryLoginStatus}
      className="jet-customer-guard__error"
      buttonClassName="jet-button jet-button--secondary jet-customer-guard__retry"
    />
  );
}
