import { useEffect, useState, type ComponentType } from 'react';
import { listen, type JetEventMap } from '../../src/events';
import type { LoginModalProps } from './login-modal';

type Opening = JetEventMap['jet:login-open'];
type Loaded = { Modal: ComponentType<LoginModalProps & { initial?: Opening }>; initial: Opening };

/**
 * `<jet-login-modal>`'s first chunk: only the listener. The first `jet:login-open` loads the modal (its
 * form, the forms kit and the texts) and hands it that request; from then on the modal listens itself.
 */
export function LazyLoginModal(props: LoginModalProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (loaded) return undefined;
    let waiting = true;
    const stop = listen('jet:login-open', (initial) => {
      stop();
      void import('./login-modal').then(({ default: Modal }) => waiting && setLoaded({ Modal, initial }));
    });
    return () => {
      waiting = false;
      stop();
    };
  }, [loaded]);
  return loaded ? <loaded.Modal {...props} initial={loaded.initial} /> : null;
}
