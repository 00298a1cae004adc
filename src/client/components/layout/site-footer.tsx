import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { socialLinkSettings } from '../../../shared/shopper-settings';
import { COPYRIGHT_YEAR, SITE_NAME } from '../../../shared/site';
import { useShopperSettings } from '../use-shopper-settings';
import containerClasses from './page-container.module.css';
import classes from './site-footer.module.css';
import { NewsletterForm } from './newsletter-form';
import { ResponsiveGrid } from './responsive-grid';

const productLinks = [
  { label: 'Skincare', category: 'skincare' },
  { label: 'Makeup', category: 'makeup' },
  { label: 'Fragrance', category: 'fragrance' },
  { label: 'Bundles', category: 'bundles' },
] as const;
const supportLinks = [
  { label: 'Contact Us', hash: 'contact' },
  { label: 'FAQ', hash: 'faq' },
  { label: 'Returns', hash: 'returns' },
  { label: 'Shipping', hash: 'shipping' },
] as const;

/** Footer links: Mantine's Anchor look (focus ring) on plain links, drawn on every public page. */
const linkClass = `${classes.link} mantine-focus-auto`;

function LinkList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title} className={classes.linkList}>
      <h2 className={classes.listTitle}>{title}</h2>
      {children}
    </nav>
  );
}

/** The shop's social media profiles the representative set (none set: nothing drawn); each opens in a new tab. */
function SocialLinks() {
  const settings = useShopperSettings();
  const links = socialLinkSettings.flatMap(({ name, label }) => (settings[name] ? [{ label, href: settings[name] }] : []));
  if (links.length === 0) return null;
  return (
    <nav aria-label="Social media" className={classes.socialLinks}>
      {links.map(({ label, href }) => (
        <a key={label} href={href} target="_blank" rel="noopener noreferrer" className={`${linkClass} ${classes.xs}`}>
          {label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ))}
    </nav>
  );
}

/** The footer of every public page, in plain elements: it is part of every page the server draws. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={`${containerClasses.container} ${classes.inner}`}>
        <ResponsiveGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <div className={classes.about}>
            <p className={classes.name}>{SITE_NAME}</p>
            <p className={classes.tagline}>Personalised skincare and beauty matches, chosen for your skin, your routine and your budget.</p>
            <p className={classes.small}>This site is run by an independent representative and is not operated by the cosmetics company whose products it features.</p>
            <SocialLinks />
          </div>
          <LinkList title="Products">
            {productLinks.map(({ label, category }) => (
              <Link key={label} to="/products" search={{ category }} className={linkClass}>
                {label}
              </Link>
            ))}
          </LinkList>
          <LinkList title="Support">
            {supportLinks.map(({ label, hash }) => (
              <Link key={label} to="/support" hash={hash} className={linkClass}>
                {label}
              </Link>
            ))}
          </LinkList>
          <div>
            <NewsletterForm />
          </div>
        </ResponsiveGrid>
        <div className={classes.bottom}>
          <p className={classes.small}>
            © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
          </p>
          <div className={classes.legal}>
            <p className={classes.small}>Privacy Policy</p>
            <p className={classes.small}>Terms of Service</p>
            <Link to="/my-data" className={`${linkClass} ${classes.xs}`}>
              Your data
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
