import '../i18n/catalogue/listing';
import { useCallback, type MouseEvent, type Ref } from 'react';
import type { ProductCardData } from '../api/operations';
import { t } from '../i18n';
import type { CardSettings } from './card-settings';
import { highFetchPriority } from '../ui/fetch-priority';
import { imageLoading } from './crawler';
import { DiscountBadge, Price } from './price';
import { Stars } from './stars';
import { ActionButton, ChoiceFeedback, QuantityInput } from './choice-controls';
import { useProductChoice, type ProductChoice } from './use-product-choice';
import { WishlistButton } from '../wishlist/wishlist-button';
import { mediaUrl } from '../api/media';

export interface ProductCardProps {
  product: ProductCardData;
  /** Derived once per list with cardSettingsFrom(company): never per card. */
  settings: CardSettings;
  /** Level of the name heading. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Load the image at once (first row of a listing, crawlers always). */
  eager?: boolean;
}

/** What a card shows: the product, the list's settings and the shopper's choice (useProductChoice). */
export interface ProductCardModel extends ProductCardProps {
  choice: ProductChoice;
  /** Sets the image's src once (useImageSource); without it the src is rendered as an attribute. */
  imageRef?: Ref<HTMLImageElement>;
}

/**
 * The image's src is set from a ref, once the element exists with its loading attribute. React 19
 * (which an app may bring to `jet-widgets/react`) assigns an img's src twice on mount (at creation and again in the commit), and each assignment
 * runs the browser's image-loading steps again: with a thousand cards that second pass was the
 * largest cost React added over plain DOM (bench/card-mount.ts).
 */
function useImageSource(src: string) {
  return useCallback(
    (node: HTMLImageElement | null) => {
      const url = mediaUrl(src);
      if (node && node.getAttribute('src') !== url) node.setAttribute('src', url);
    },
    [src],
  );
}

/** Shows the alternative image while the pointer is over the card's link. */
function swapImage(event: MouseEvent<HTMLAnchorElement>, src: string) {
  const image = event.currentTarget.querySelector('img');
  if (image) image.src = mediaUrl(src);
}

/**
 * The product card (catalogue-and-discovery §3 'Product card', §4, §5; cart-and-purchase §4):
 * image (alternative image on hover), the whole name (two lines, clamped by CSS), brand, discount badge and seal, stars,
 * price or 'Sob Consulta', installments, the company's complement text, variations and quantity when the
 * company shows them, and the action
 * button: 'Adicionar ao Carrinho', 'Esgotado' (notify me), 'Orçar' or a link to the product page.
 *
 * Cheap to mount: no store subscription, effect or timer; the choice state exists only once the
 * shopper interacts.
 */
export function ProductCard(props: ProductCardProps) {
  const choice = useProductChoice(props.product, { showVariations: props.settings.showVariations });
  const imageRef = useImageSource(props.product.imageHome);
  // called as a function, not mounted: one component per card, as before the view was split out
  return ProductCardView({ ...props, choice, imageRef });
}

/**
 * The card as a plain function of its model, with no hook: the product's image, name, badge, stars,
 * price, variations, quantity and action button, for the choice it is given.
 */
export function ProductCardView({ product, settings, headingLevel = 3, eager = false, choice, imageRef }: ProductCardModel) {
  // one id per card, only referenced while the quantity message shows
  const Heading = `h${headingLevel}` as const;
  const alternative = product.alternativeImage;
  const { action } = choice;
  const showChoice = settings.showVariations && choice.hasVariations;
  const { buttonTexts } = settings;
  const linkAction = action === 'view' || (action === 'sold-out' && !settings.showVariations);
  const badge = !choice.onRequest && DiscountBadge({ className: 'jet-card__badge', price: choice.price, pricePromotion: choice.pricePromotion });
  const seal = product.sealStatus;
  const brand = product.brand;

  return (
    <article className="jet-card" data-action={action}>
      <a
        className="jet-card__link"
        href={product.url}
        onMouseEnter={alternative ? (e) => swapImage(e, alternative) : undefined}
        onMouseLeave={alternative ? (e) => swapImage(e, product.imageHome) : undefined}
      >
        <img className="jet-card__image" ref={imageRef} src={imageRef ? undefined : mediaUrl(product.imageHome)} alt="" loading={imageLoading(eager)} {...highFetchPriority(eager)} decoding="async" width="300" height="300" />
        {/* the whole name, wrapped by lines (catalogue.css clamps it to two): no cut words */}
        <Heading className="jet-card__name">{product.name}</Heading>
      </a>
      {brand?.name && (
        <a className="jet-card__brand" href={brand.urlStore}>
          {brand.name}
        </a>
      )}
      {/* the discount badge and the store's seal, stacked over the image's corner */}
      {(badge || seal) && (
        <div className="jet-card__flags">
          {badge}
          {seal &&
            (seal.image ? (
              <img className="jet-card__seal" src={mediaUrl(seal.image)} alt={seal.name} title={seal.name} loading="lazy" decoding="async" />
            ) : (
              <span className="jet-card__seal">{seal.name}</span>
            ))}
        </div>
      )}
      {/* hook-free views (badge, stars, price) called as functions: three fewer components per card */}
      <WishlistButton className="jet-card__wishlist" idProduct={product.idProduct} name={product.name} />
      {settings.showStars && Stars({ rate: product.rate })}
      {/* the list's settings carry the price's own options by their names (showInstallments, pixPercent) */}
      {Price({
        ...settings,
        price: choice.price,
        pricePromotion: choice.pricePromotion,
        onRequest: choice.onRequest,
        installment: choice.installment,
      })}
      {settings.complementText && !choice.onRequest && <p className="jet-card__complement">{settings.complementText}</p>}
      {showChoice &&
        choice.references.map((reference) => (
          <div className="jet-card__reference" role="group" aria-label={reference.name} key={reference.idReference}>
            {reference.variations.map((variation) => {
              const swatch = reference.referenceType === 'color' && variation.color;
              return (
                <button
                  type="button"
                  key={variation.idVariation}
                  className="jet-card__variation"
                  data-type={reference.referenceType}
                  aria-pressed={choice.selection[reference.idReference] === variation.idVariation}
                  aria-label={swatch ? variation.name : undefined}
                  title={swatch ? variation.name : undefined}
                  style={swatch ? { background: variation.color } : undefined}
                  onClick={() => choice.choose(reference.idReference, variation.idVariation)}
                >
                  {swatch ? null : variation.name}
                </button>
              );
            })}
          </div>
        ))}
      <div className="jet-card__actions">
        {action === 'buy' && settings.showVariations && (
          <QuantityInput choice={choice} className="jet-card__quantity" label={t('card.quantity')} />
        )}
        {linkAction ? (
          <a className="jet-card__button" data-action={action} href={product.url}>
            {action === 'view' ? buttonTexts.view : buttonTexts.soldOut}
          </a>
        ) : (
          <ActionButton choice={choice} className="jet-card__button" texts={buttonTexts} />
        )}
      </div>
      <ChoiceFeedback choice={choice} />
    </article>
  );
}
