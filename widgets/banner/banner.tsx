import '../../src/i18n/catalogue/banner';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { Banner as BannerData, HomeBannerType } from '../../src/api/operations';
import { t } from '../../src/i18n';
import { BannerItem, BannerSlides, type ImageSize } from './banner-item';
import { useBanner, type BannerArea, type BannerState } from './use-banner';
import { FailureNotice } from '../../src/ui/failure-notice';

export interface BannerProps {
  /** home | category | group | brand. Default: from the page path. */
  area?: string;
  /** F full, C central, L side, R footer. Default F. */
  type?: string;
  /** Seconds between banners of a full-width rotator; 0 turns rotation off. Default 6. */
  interval?: number;
  /** The images' width and height in pixels: they hold their place while they load. */
  width?: number;
  height?: number;
}

/** Several full-width banners rotate; its code loads only for them (a page's single banner never needs it). */
const Rotator = lazy(() => import('./banner-rotator'));

/** What a banner area shows. */
export interface BannerModel {
  state: BannerState;
  /** In the order to show them. */
  banners: BannerData[];
  /** F full, C central, L side, R footer. */
  type: HomeBannerType;
  area: BannerArea;
  /** Seconds between full-width banners; 0: no rotation. */
  interval: number;
  /** The images' intrinsic size, from the tag. */
  size?: ImageSize;
  /** This failed block shows the page's one message for failed catalogue reads (src/ui/failure-notice.tsx). */
  notice?: boolean;
}

/**
 * A banner area as a plain function of its model: each banner stacked, or several full-width (F)
 * banners in the rotator (its code, and its timer, load only for them; the first banner shows alone
 * until then). Hidden when empty or failed.
 */
export function BannerView({ state, banners, type: bannerType, area: bannerArea, interval, size, notice = false }: BannerModel) {
  const section: ComponentProps<'section'> & Record<`data-${string}`, string> = {
    className: 'jet-banner',
    'data-state': state,
    'data-type': bannerType,
    'data-area': bannerArea,
    // Each home area is its own landmark, so each needs its own name.
    'aria-label': bannerArea === 'home' ? t(`banner.label${bannerType}`) : t('banner.label'),
    'aria-busy': state === 'loading' || undefined,
    hidden: (state === 'empty' || state === 'error') && !notice,
  };
  if (state === 'error' && notice) {
    return (
      <section {...section}>
        <FailureNotice className="jet-banner__error" />
      </section>
    );
  }
  if (bannerType === 'F' && banners.length > 1) {
    // Until the rotator's code arrives, the first banner shows, the others hold their place under it
    // (the rotator is as tall as its tallest banner) and so do the controls: nothing moves when it loads.
    const first = (
      <section {...section}>
        <div className="jet-banner__rotator">
          <BannerSlides banners={banners} current={0} size={size} />
          <div className="jet-banner__controls" />
        </div>
      </section>
    );
    return (
      <Suspense fallback={first}>
        <Rotator area={section} banners={banners} interval={interval} size={size} />
      </Suspense>
    );
  }
  return (
    <section {...section}>
      {banners.map((banner, index) => (
        <div key={banner.idBanner} className="jet-banner__item">
          <BannerItem banner={banner} eager={bannerType === 'F' && index === 0} size={size} />
        </div>
      ))}
    </section>
  );
}

/**
 * A banner area (catalogue-and-discovery §2, §3 'Banner', §7): the home's F/C/L/R areas and the
 * category, group and brand pages' banners; image (linked when the banner has a link) and its
 * description HTML, sanitised. Several full-width (F) banners rotate; the others stack.
 */
export function Banner({ area, type, interval = 6, width, height }: BannerProps) {
  return <BannerView {...useBanner(area, type)} interval={interval} size={{ width, height }} />;
}
