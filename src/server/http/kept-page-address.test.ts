import { describe, expect, it } from 'vitest';
import { PublicContent } from '../core/public-content.js';
import { isTrackingParameter, keptPageAddress } from './kept-page-address.js';
import { PageCache } from './page-cache.js';

describe('keptPageAddress', () => {
  it('drops every tracking parameter: utm_*, the ad networks’ click ids, mail and analytics tags', () => {
    const tracking = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'fbclid', 'gclid', 'gbraid', 'wbraid', 'msclkid', 'ttclid', 'igshid', 'mc_cid', 'mc_eid', '_ga', '_gl', 'ref'];
    for (const name of tracking) {
      expect(keptPageAddress(`/products?${name}=x`), name).toBe('/products');
      expect(isTrackingParameter(name), name).toBe(true);
    }
    expect(keptPageAddress('/products?utm_source=instagram&utm_medium=social&utm_campaign=spring&fbclid=IwAR0abc')).toBe('/products');
    expect(keptPageAddress('/?gclid=Cj0KCQ&_gl=1*abc*_ga*MTIz')).toBe('/');
    expect(keptPageAddress('/learning-hub/retinol-101?mc_cid=a1&mc_eid=b2')).toBe('/learning-hub/retinol-101');
  });

  it('keeps the query a page draws from, whatever the order of the tracking parameters around it', () => {
    for (const url of ['/products?category=makeup&fbclid=1', '/products?fbclid=1&category=makeup', '/products?utm_source=a&category=makeup&utm_medium=b']) {
      expect(keptPageAddress(url), url).toBe('/products?category=makeup');
    }
    expect(keptPageAddress('/products?category=makeup')).toBe('/products?category=makeup');
  });

  it('drops repeated, empty and valueless tracking parameters, and names in any case', () => {
    expect(keptPageAddress('/products?utm_source=a&utm_source=b&fbclid=1&fbclid=2')).toBe('/products');
    expect(keptPageAddress('/products?fbclid=&utm_source')).toBe('/products');
    expect(keptPageAddress('/products?UTM_Source=a&FBCLID=1&Gclid=2')).toBe('/products');
    expect(keptPageAddress('/products?&&fbclid=1&')).toBe('/products');
    expect(keptPageAddress('/products?')).toBe('/products');
  });

  it('keys nothing for any other query: such an address is drawn per request, as before', () => {
    for (const url of [
      '/products?q=serum',
      '/products?q=serum&utm_source=a',
      '/products?category=no-such-tab&fbclid=1',
      '/products?category=Makeup',
      '/products?category=makeup&category=skincare',
      '/products?category=makeup?fbclid=1',
      '/?category=makeup',
      '/products?utm=1',
      '/products?reference=1',
      '/products?fbclid_extra=1',
    ]) {
      expect(keptPageAddress(url), url).toBeNull();
    }
  });

  it('a stream of unique click ids is one kept page: drawn once, and the shop’s other pages stay kept', async () => {
    const content = new PublicContent();
    content.source('catalog').setTrusted(true);
    const cache = new PageCache(content, { maxPages: 2, maxMissingPages: 2, maxAgeMs: 60_000 });
    const draws: string[] = [];
    const draw = (address: string) => async () => {
      draws.push(address);
      return { status: 200, contentType: 'text/html', html: `<p>${address}</p>` };
    };
    const serve = (url: string) => {
      const address = keptPageAddress(url)!;
      return cache.get(address, draw(address));
    };
    await serve('/');
    for (let index = 0; index < 1000; index++) await serve(`/products?utm_source=instagram&utm_medium=social&fbclid=click-${index}`);
    await serve('/');
    expect(draws).toEqual(['/', '/products']);
  });
});
