import '../i18n/catalogue/resilience';
import '../i18n/catalogue/resilience-blocks';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { LoadError } from './load-error';

/**
 * One message for the page's failed catalogue blocks (issue 14: "the home shows a message when its reads
 * fail"). Showcases, lightning offers and banners hide when they have nothing to show, as the spec asks;
 * when their reads FAIL, the first of them that failed shows 'Não foi possível carregar as vitrines da
 * loja…' with 'Tentar novamente' in its place, and the others stay hidden, so a broken API gives one
 * message, not one per block. The retry reads every failed block again.
 */
interface FailedBlock {
  id: number;
  retry: () => void;
}

const $failed = atom<readonly FailedBlock[]>([]);
let next = 0;

/** Retries every failed block of the page. */
function retryFailedBlocks(): void {
  for (const block of $failed.get()) block.retry();
}

/**
 * Registers a block whose read failed (while `failed`); true when this block is the one that shows the
 * page's message (the first registered).
 */
export function useFailureNotice(failed: boolean, retry: () => void): boolean {
  const [id] = useState(() => ++next);
  const failedBlocks = useStore($failed);
  useEffect(() => {
    if (!failed) return undefined;
    $failed.set([...$failed.get(), { id, retry }]);
    return () => $failed.set($failed.get().filter((block) => block.id !== id));
  }, [failed, id, retry]);
  return failed && failedBlocks[0]?.id === id;
}

/** The page's message, in the speaking block's place. */
export function FailureNotice({ className }: { className: string }) {
  return (
    <LoadError
      message={t('home.loadError')}
      retryLabel={t('widget.retry')}
      onRetry={retryFailedBlocks}
      className={`jet-failure-notice ${className}`}
      buttonClassName="jet-button jet-button--secondary jet-failure-notice__retry"
    />
  );
}

/** Back to a page without failures (tests and stories). */
export function resetFailureNotice(): void {
  $failed.set([]);
}
