import { t } from '../../src/i18n';
import { useLogo } from './use-logo';
import { mediaUrl } from '../../src/api/media';

export interface LogoProps {
  /** Where the logo links to. Default '/'. */
  href?: string;
  /** Width and height of the image box, to hold its place while it loads. */
  width?: number;
  height?: number;
}

/** What the logo shows: the settings' state, the image and the store's name, and the link and box. */
export interface LogoModel {
  state: 'loading' | 'ready' | 'error';
  /** The logo's URL, '' while unknown. */
  src: string;
  /** The store's name, the image's text alternative ('' while unknown). */
  name: string;
  href: string;
  width: number;
  height: number;
}

/** The logo as a plain function of its model: the image linking home, or a box of its size while it loads. */
export function LogoView({ state, src, name, href, width, height }: LogoModel) {
  return (
    <a className="jet-logo" data-state={state} href={href} aria-label={name ? undefined : t('logo.home')}>
      {src ? (
        <img className="jet-logo__image" src={mediaUrl(src)} alt={name} width={width} height={height} />
      ) : (
        <span className="jet-logo__placeholder" style={{ width, height }} />
      )}
    </a>
  );
}

export function Logo({ href = '/', width = 180, height = 60 }: LogoProps) {
  return <LogoView {...useLogo()} href={href} width={width} height={height} />;
}
