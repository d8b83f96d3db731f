import { t } from '../../src/i18n';
import { useLogo } from './use-logo';

export interface LogoProps {
  /** Where the logo links to. Default '/'. */
  href?: string;
  /** Width and height of the image box, to hold its place while it loads. */
  width?: number;
  height?: number;
}

export function Logo({ href = '/', width = 180, height = 60 }: LogoProps) {
  const logo = useLogo();
  return (
    <a className="jet-logo" data-state={logo.state} href={href} aria-label={logo.name ? undefined : t('logo.home')}>
      {logo.src ? (
        <img className="jet-logo__image" src={logo.src} alt={logo.name} width={width} height={height} />
      ) : (
        <span className="jet-logo__placeholder" style={{ width, height }} />
      )}
    </a>
  );
}
