import buttonClasses from '../../components/card-button.module.css';
import classes from './catalog.module.css';

/** SPEC §2: the promo's button deliberately does nothing yet. */
export function SubscriptionPromo() {
  return (
    <div className={classes.promo}>
      <div className={classes.promoText}>
        <h2 className={classes.promoTitle}>
          Subscribe &amp; Save 10%
        </h2>
        <p className={classes.promoBody}>
          Save 10% on auto-reorders of your favourites, delivered monthly, bi-monthly or quarterly. Free shipping on every
          delivery, and you can pause anytime.
        </p>
      </div>
      <button type="button" className={`${buttonClasses.button} ${buttonClasses.filled} mantine-focus-auto mantine-active mantine-Button-root`}>
        <span className={`${buttonClasses.inner} mantine-Button-inner`}>
          <span className={`${buttonClasses.label} mantine-Button-label`}>Set Up Subscription</span>
        </span>
      </button>
    </div>
  );
}
