import { type ReactNode, useId } from 'react';
import type { Product } from '../../../shared/catalog';
import { categoryLabels } from '../../../shared/product-categories';
import { formatCents, formatCentsShort } from '../../../shared/money';
import { MATCH_BADGE_MIN_PERCENT } from '../../../shared/match-badge';
import { ProductImage } from './product-image';
import buttonClasses from '../card-button.module.css';
import classes from './product-card.module.css';

/** SPEC §9: a card shows at most 3 tags. */
const MAX_TAGS = 3;

interface ProductCardProps {
  product: Product;
  /** From the visitor's quiz result; shown as a badge only when it reads as a recommendation. */
  matchPercent?: number;
  /** The card is one of the quiz's picks: a recommendation whatever its fit, so the badge always shows. */
  picked?: boolean;
  /** The add-to-cart control, supplied by the page. */
  addToCart: ReactNode;
  /** For cards in the first viewport: the image is the page's largest paint, so fetch it at once. */
  eagerImage?: boolean;
  /** What people of the visitor's skin type say of it ("9 of 11 people with oily skin who tried it say it works"). */
  socialProof?: string;
}

export function ProductCard({ product, matchPercent, picked = false, addToCart, eagerImage = false, socialProof }: ProductCardProps) {
  const headingId = useId();
  const saving = product.originalPrice !== null && product.originalPrice > product.price ? product.originalPrice - product.price : 0;
  return (
    <article aria-labelledby={headingId} className={classes.card}>
      <div className={classes.imageWrap}>
        <ProductImage src={product.imageUrl} alt={product.name} size={240} eager={eagerImage} className={classes.image} />
        <div className={classes.badges}>
          {saving > 0 ? <CardBadge className={classes.saving}>Save {formatCentsShort(saving)}</CardBadge> : <span />}
          {matchPercent !== undefined && (picked || matchPercent >= MATCH_BADGE_MIN_PERCENT) && <CardBadge className={classes.match}>{matchPercent}% Match</CardBadge>}
        </div>
      </div>
      <div className={classes.body}>
        <p className={classes.category}>{categoryLabels[product.category]}</p>
        <h2 id={headingId} className={classes.name}>
          {product.name}
        </h2>
        <p className={classes.description}>{product.description}</p>
        <p className={classes.reason}>{product.reason}</p>
        {socialProof && <p className={classes.socialProof}>{socialProof}.</p>}
        <div className={classes.tags}>
          {product.tags.slice(0, MAX_TAGS).map((tag) => (
            <CardBadge key={tag} className={classes.tag}>
              {tag}
            </CardBadge>
          ))}
        </div>
        <div className={classes.footer}>
          <div className={classes.prices}>
            <p className={classes.price}>{formatCents(product.price)}</p>
            {saving > 0 && (
              <p className={classes.was}>
                <span className={buttonClasses.hidden}>Was </span>
                {formatCents(product.originalPrice!)}
              </p>
            )}
          </div>
          <div className={classes.actions}>
            {addToCart}
            <a
              href={product.avonStoreUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClasses.button} ${buttonClasses.outline} mantine-focus-auto mantine-active mantine-Button-root`}
            >
              <span className={`${buttonClasses.inner} mantine-Button-inner`}>
                <span className={`${buttonClasses.label} mantine-Button-label`}>
                  Shop Direct
                  <span className={buttonClasses.hidden}> (opens in a new tab)</span>
                </span>
              </span>
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}

function CardBadge({ className, children }: { className: string; children: ReactNode }) {
  return <span className={className}>{children}</span>;
}
