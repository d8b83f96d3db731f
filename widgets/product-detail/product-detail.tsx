import '../../src/i18n/catalogue/listing';
import '../../src/i18n/catalogue/product-page';
import { useEffect, useId, useRef, useState } from 'react';
import type { ProductDetail, ProductImage } from '../../src/api/operations';
import type { CardSettings } from '../../src/catalogue/card-settings';
import { DiscountBadge, Price } from '../../src/catalogue/price';
import { Stars } from '../../src/catalogue/stars';
import { ratingAverage } from '../../src/format/rating';
import { ActionButton, ChoiceFeedback } from '../../src/catalogue/choice-controls';
import { QuantitySelect } from './quantity-select';
import { useProductChoice, type ProductChoice } from '../../src/catalogue/use-product-choice';
import { useWhenNear } from '../../src/ui/use-when-near';
import { whenNear } from '../../src/elements/near';
import { t } from '../../src/i18n';
import { WishlistButton } from '../../src/wishlist/wishlist-button';
import { chosenColour, galleryImages } from './gallery';
import { ProductGallery } from './product-gallery';
import type { ProductRatingModel } from './product-rating';
import { useProductDetail, type ProductDetailState } from './use-product-detail';
import type { RatingSummary } from './use-product-rating';

export interface ProductDetailProps {
  /** The product's id (idProduct); takes precedence over urlFriendly. */
  productId?: number;
  /** The product's friendly URL; default: read from the address '/produto/{urlFriendly}'. */
  urlFriendly?: string;
  /** Where the rating form's 'Entrar' link goes for visitors. Default '/customer/login'. */
  loginUrl?: string;
}

/** What the product page shows. */
export interface ProductDetailModel {
  state: ProductDetailState;
  /** The product, once ready. */
  product: ProductDetail | null;
  images: ProductImage[];
  settings: CardSettings;
  retry: () => void;
  /** Where the rating form's 'Entrar' link goes for visitors. */
  loginUrl: string;
}

/**
 * The product page as a plain function of its model: loading, error with retry, or the product (whose
 * choice and rating state live in ProductSection, one per product).
 */
export function ProductDetailView({ state, product, images, settings, retry, loginUrl }: ProductDetailModel) {
  return (
    <div className="jet-product-detail" data-state={state} aria-busy={state === 'loading' || undefined}>
      {state === 'loading' && (
        <div className="jet-product-detail__placeholder">
          <span className="jet-product-detail__sr" role="status">
            {t('loading')}
          </span>
        </div>
      )}
      {state === 'error' && (
        <div className="jet-product-detail__error" role="alert">
          <p>{t('productDetail.loadError')}</p>
          <button type="button" className="jet-button jet-button--secondary" onClick={retry}>
            {t('productDetail.retry')}
          </button>
        </div>
      )}
      {product && <ProductSection key={product.idProduct} product={product} images={images} settings={settings} loginUrl={loginUrl} />}
    </div>
  );
}

type Calculator = typeof import('../../src/cart/shipping-calculator');

/**
 * The CEP of the `jet_postcode` cookie as '01310-100', or ''. Read here rather than through
 * src/stores/postcode (its `readPostcodeCookie`), which lives in the cart's chunk: importing it would put
 * the whole cart on the page before any interaction (+2 kB gzip, measured).
 */
const savedPostcode = (): string => {
  const match = /(?:^|;\s*)jet_postcode=(\d{5})-?(\d{3})(?:;|$)/.exec(document.cookie);
  return match && match[1]! + match[2]! !== '00000000' ? `${match[1]}-${match[2]}` : '';
};

/**
 * 'Calcular frete': a CEP field whose calculator (the cart's, with its mask and calls, for this SKU and
 * quantity) loads on the field's first focus, not with the page; what was typed and the focus carry over.
 * A CEP the shopper saved before (the `jet_postcode` cookie: one CEP everywhere) shows in the field from
 * the first paint, and its estimate loads as the section comes near the viewport, without a click.
 */
function ShippingWhenNeeded({ idProduct, idSku, quantity }: { idProduct: number; idSku: number | null; quantity: number }) {
  const [calculator, setCalculator] = useState<{ module: Calculator; typed: string; focus: boolean } | null>(null);
  const [saved] = useState(savedPostcode);
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  // the calculator starts from the saved CEP by itself (it reads the same cookie): only a different text carries over
  const load = (typed: string, focus: boolean) =>
    void import('./product-shipping')
      .then((m) => m.loadCalculator())
      .then((module) => setCalculator((now) => now ?? { module, typed: typed === saved ? '' : typed, focus }));
  useEffect(() => {
    if (!saved || calculator || !box.current) return undefined;
    return whenNear(box.current, () => load(saved, false));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` only reads `saved`, fixed for the section's life
  }, [saved, calculator]);
  useEffect(() => void (calculator?.focus && box.current?.querySelector('input')?.focus()), [calculator]);
  return (
    <section ref={box} className="jet-product-detail__shipping" aria-labelledby={titleId}>
      <h2 id={titleId} className="jet-product-detail__section-title">
        {t('productDetail.shipping')}
      </h2>
      {calculator ? (
        <calculator.module.ShippingCalculator item={{ idProduct, idSku, quantity }} initialText={calculator.typed} />
      ) : (
        <input
          className="jet-shipping__input"
          aria-labelledby={titleId}
          inputMode="numeric"
          placeholder="00000-000"
          defaultValue={saved}
          onFocus={(event) => load(event.currentTarget.value, true)}
        />
      )}
    </section>
  );
}

/**
 * The rating section, at the foot of the page: its code, texts and state (the login status it reads)
 * load as it comes near the viewport (~0.5 kB gzip the page does not fetch before that), an empty
 * full-width box until then. With a fixed `rating` model (views, stories) it shows that one.
 */
function RatingWhenNear({ rating, ...section }: { rating?: ProductRatingModel; idProduct: number; initial: RatingSummary; onRated(summary: RatingSummary): void; loginUrl: string }) {
  const [loaded, box] = useWhenNear(() => import('./product-rating'));
  if (!loaded) return <div ref={box} data-near="" className="jet-product-detail__rating" />;
  return rating ? <loaded.ProductRating rating={rating} loginUrl={section.loginUrl} /> : <loaded.RatingSection {...section} />;
}

/**
 * The description (store HTML, below the buy box on every screen): its sanitiser (~2.3 kB gzip) loads as the
 * section comes near the viewport, at once for a crawler; an empty box until then (off screen: nothing the
 * shopper sees moves).
 */
function DescriptionWhenNear({ html }: { html: string }) {
  const [loaded, box] = useWhenNear(() => import('../../src/ui/safe-html'));
  if (!loaded) return <div ref={box} data-near="" className="jet-product-detail__description-body" />;
  return <loaded.SafeHtml html={html} className="jet-product-detail__description-body" />;
}

/** The product page: loading, error with retry, or the product. An unknown product goes to /404. */
export function ProductDetailPage({ productId, urlFriendly, loginUrl = '/customer/login' }: ProductDetailProps) {
  return <ProductDetailView {...useProductDetail(productId, urlFriendly)} loginUrl={loginUrl} />;
}

interface ProductSectionProps {
  product: ProductDetail;
  images: ProductImage[];
  settings: CardSettings;
  loginUrl: string;
}

/** Wires one product's choice (variations, quantity, button) and rating state to its view. */
function ProductSection(props: ProductSectionProps) {
  const { product } = props;
  const choice = useProductChoice(product, { showVariations: true });
  const [rated, setRated] = useState<RatingSummary>();
  return <ProductView {...props} choice={choice} rated={rated} onRated={setRated} />;
}

/** What the loaded product shows: the product, its images and the shopper's choice and rating. */
export interface ProductModel extends ProductSectionProps {
  choice: ProductChoice;
  /** A fixed rating model (views, stories); without one the rating section holds its own state. */
  rating?: ProductRatingModel;
  /** The summary after the shopper's rating (the section's answer). */
  rated?: RatingSummary;
  onRated?: (summary: RatingSummary) => void;
}

/**
 * The loaded product as a plain function of its model: gallery, name, brand, stars, price,
 * variations, quantity, button, description, rating.
 */
export function ProductView({ product, images, settings, loginUrl, choice, rating, rated, onRated = () => undefined }: ProductModel) {
  const titleId = useId();
  const quantityId = useId();
  const colour = chosenColour(choice.references, choice.selection);
  const gallery = galleryImages(images, colour, product.imageHome);
  const { action } = choice;
  const { buttonTexts } = settings;
  const initial = { rate: product.rate, ratingCount: product.ratingCount };
  const summary = rating?.summary ?? rated ?? initial;
  const count = summary.ratingCount;

  return (
    <article className="jet-product-detail__product" data-action={action} aria-labelledby={titleId}>
      <ProductGallery key={colour ?? 'all'} images={gallery} name={product.name} />
      <div className="jet-product-detail__info">
        <h1 id={titleId} className="jet-product-detail__name">
          {product.name}
        </h1>
        {product.brand && (
          <p className="jet-product-detail__brand">
            {t('productDetail.brand')} <a href={product.brand.urlStore}>{product.brand.name}</a>
          </p>
        )}
        {settings.showStars && (
          <p className="jet-product-detail__stars">
            {/* the average the stars' label says and the JSON-LD's ratingValue is (src/format/rating.ts) */}
            {count > 0 && summary.rate > 0 && (
              <span className="jet-product-detail__rating-value" aria-hidden="true">
                {ratingAverage(summary.rate).toFixed(1).replace('.', ',')}{' '}
              </span>
            )}
            <Stars rate={summary.rate} />{' '}
            <span className="jet-product-detail__rating-count">
              {count === 1 ? t('productDetail.ratingCountOne') : t('productDetail.ratingCount', { count })}
            </span>
          </p>
        )}
        {!choice.onRequest && <DiscountBadge className="jet-badge jet-product-detail__badge" price={choice.price} pricePromotion={choice.pricePromotion} />}
        <Price
          className="jet-price jet-product-detail__price"
          price={choice.price}
          pricePromotion={choice.pricePromotion}
          onRequest={choice.onRequest}
          installment={choice.installment}
          showInstallments={settings.showInstallments}
          pixPercent={settings.pixPercent}
        />
        {action === 'buy' && product.descriptionAvailabilityStatus && (
          <p className="jet-product-detail__availability">{product.descriptionAvailabilityStatus}</p>
        )}

        {choice.references.map((reference) => {
          const chosen = reference.variations.find((v) => v.idVariation === choice.selection[reference.idReference]);
          const labelId = `${titleId}-ref-${reference.idReference}`;
          return (
            <div className="jet-product-detail__reference" role="group" aria-labelledby={labelId} key={reference.idReference} data-type={reference.referenceType}>
              <p className="jet-product-detail__reference-name" id={labelId}>
                {chosen ? t('productDetail.chosenVariation', { reference: reference.name, variation: chosen.name }) : reference.name}
              </p>
              <div className="jet-product-detail__variations">
                {reference.variations.map((variation) => {
                  const swatch = reference.referenceType === 'color' && (variation.color || variation.image);
                  return (
                    <button
                      type="button"
                      key={variation.idVariation}
                      className="jet-product-detail__variation"
                      data-type={reference.referenceType}
                      aria-pressed={chosen?.idVariation === variation.idVariation}
                      aria-label={swatch ? variation.name : undefined}
                      title={swatch ? variation.name : undefined}
                      style={swatch ? { background: variation.image ? `center / cover url("${variation.image}")` : variation.color } : undefined}
                      onClick={() => choice.choose(reference.idReference, variation.idVariation)}
                    >
                      {swatch ? null : variation.name}
                    </button>
                  );
                })}
              </div>
            </div>
          );
        })}

        <div className="jet-product-detail__actions">
          {action === 'buy' && (
            <div className="jet-product-detail__quantity">
              <label htmlFor={quantityId}>{t('card.quantity')}</label>
              <QuantitySelect choice={choice} id={quantityId} className="jet-product-detail__quantity-select" />
            </div>
          )}
          <ActionButton choice={choice} className="jet-product-detail__button" texts={buttonTexts} />
          <WishlistButton className="jet-product-detail__wishlist" idProduct={product.idProduct} name={product.name} loginUrl={loginUrl} />
        </div>
        <ChoiceFeedback choice={choice} />
        {!choice.onRequest && <ShippingWhenNeeded idProduct={product.idProduct} idSku={choice.sku?.idSku ?? null} quantity={choice.quantity} />}
      </div>

      {product.description && (
        <section className="jet-product-detail__description" aria-labelledby={`${titleId}-description`}>
          <h2 id={`${titleId}-description`} className="jet-product-detail__section-title">
            {t('productDetail.description')}
          </h2>
          <DescriptionWhenNear html={product.description} />
        </section>
      )}
      <RatingWhenNear rating={rating} idProduct={product.idProduct} initial={initial} onRated={onRated} loginUrl={loginUrl} />
    </article>
  );
}
